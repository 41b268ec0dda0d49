import { formatRupees } from "../../../shared/format/rupees";
import { BOOKING_TEXTS as T } from "../constants";
import type { Plan } from "../types";

interface PlanCardsProps {
  plans: readonly Plan[];
  selected: number | null;
  onSelect: (planId: number) => void;
}

/** "Choose a Service / Session": name, price and type of each plan. */
export function PlanCards({ plans, selected, onSelect }: PlanCardsProps) {
  return (
    <section className="booking-section" aria-labelledby="booking-plan-title">
      <h2 id="booking-plan-title" className="booking-section-title">
        {T.chooseSession}
      </h2>
      {plans.length === 0 ? (
        <p className="booking-empty">{T.noSessions}</p>
      ) : (
        <div
          className="booking-plans"
          role="radiogroup"
          aria-labelledby="booking-plan-title"
        >
          {plans.map((plan) => (
            <button
              key={plan.id}
              type="button"
              role="radio"
              aria-checked={selected === plan.id}
              className={`booking-plan${selected === plan.id ? " is-selected" : ""}`}
              onClick={() => onSelect(plan.id)}
            >
              <span className="booking-plan-name">{plan.name}</span>
              <span className="booking-plan-price">
                {formatRupees(plan.price)}
              </span>
              <span className="booking-plan-type">{plan.type}</span>
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

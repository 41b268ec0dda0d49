import { formatRupees } from "../../../shared/format/rupees";
import { BOOKING_TEXTS as T } from "../constants";
import type { Plan } from "../types";

interface PlanCardsProps {
  plans: readonly Plan[];
  selected: number | null;
  onSelect: (planId: number) => void;
  /** The chosen time's session length: plans asking for longer are disabled. null: no time chosen. */
  sessionMinutes: number | null;
}

/** "Choose a Service / Session": name, price, type and length (when it asks for one) of each plan. */
export function PlanCards({ plans, selected, onSelect, sessionMinutes }: PlanCardsProps) {
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
          {plans.map((plan) => {
            const minutes = plan.duration_minutes ?? null;
            const tooLong = minutes !== null && sessionMinutes !== null && minutes > sessionMinutes;
            return (
              <button
                key={plan.id}
                type="button"
                role="radio"
                aria-checked={selected === plan.id}
                className={`booking-plan${selected === plan.id ? " is-selected" : ""}`}
                disabled={tooLong}
                onClick={() => onSelect(plan.id)}
              >
                <span className="booking-plan-name">{plan.name}</span>
                <span className="booking-plan-price">
                  {formatRupees(plan.price)}
                </span>
                <span className="booking-plan-type">{T.planType(plan.type)}</span>
                {minutes !== null && (
                  <span className={tooLong ? "booking-plan-length is-too-long" : "booking-plan-length"}>
                    {tooLong ? T.needsMinutes(minutes) : T.planMinutes(minutes)}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

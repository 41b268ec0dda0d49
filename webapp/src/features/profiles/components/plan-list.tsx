import { useBookAppointment } from "../../../shared/routing/use-book-appointment";
import { PROFILE_TEXTS as T } from "../constants";
import { formatRupees } from "../../../shared/format/rupees";
import type { Profile } from "../types";

/**
 * The left panel: each plan with its price, type and length (when it asks for one), and "Book
 * Appointment" (not to the professional themselves: nobody books their own time).
 */
export function PlanList({ profile, own }: { profile: Profile; own: boolean }) {
  const book = useBookAppointment();
  return (
    <section className="card profile-panel" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{T.plans}</h2>
      {profile.plans.length === 0 ? (
        <p className="muted">{T.noPlans}</p>
      ) : (
        <ul className="plan-list">
          {profile.plans.map((plan) => (
            <li key={plan.id} className="plan">
              <div className="plan-info">
                <p className="plan-name">{plan.name}</p>
                <p className="plan-meta">
                  <span className="plan-price">{formatRupees(plan.price)}</span>
                  <span className="badge">{plan.type}</span>
                  {plan.duration_minutes ? <span className="badge">{T.planMinutes(plan.duration_minutes)}</span> : null}
                </p>
              </div>
              {!own && (
                <button
                  type="button"
                  className="button button-primary button-small"
                  onClick={() => book({ id: profile.id, username: profile.username })}
                >
                  {T.bookAppointment}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { useBookAppointment } from "../../../shared/routing/use-book-appointment";
import { PLAN_TYPE_TEXTS } from "../constants";
import { formatRupees } from "../../../shared/format/rupees";
import type { Profile } from "../types";

/**
 * The left panel: each plan with its price, type and length (when it asks for one), and "Book
 * Appointment" (not to the professional themselves: nobody books their own time).
 */
export function PlanList({ profile, own }: { profile: Profile; own: boolean }) {
  const { t } = useTranslation("profiles");
  const book = useBookAppointment();
  return (
    <section className="card profile-panel" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{t("Appointment Plans")}</h2>
      {profile.plans.length === 0 ? (
        <p className="muted">{t("Session not added")}</p>
      ) : (
        <ul className="plan-list">
          {profile.plans.map((plan) => (
            <li key={plan.id} className="plan">
              <div className="plan-info">
                <p className="plan-name">{plan.name}</p>
                <p className="plan-meta">
                  <span className="plan-price">{formatRupees(plan.price)}</span>
                  <span className="badge">{PLAN_TYPE_TEXTS[plan.type]}</span>
                  {plan.duration_minutes ? <span className="badge">{t("{{minutes}} min", { minutes: plan.duration_minutes })}</span> : null}
                </p>
              </div>
              {!own && (
                <button
                  type="button"
                  className="button button-primary button-small"
                  onClick={() => book({ id: profile.id, username: profile.username })}
                >
                  {t("Book Appointment")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

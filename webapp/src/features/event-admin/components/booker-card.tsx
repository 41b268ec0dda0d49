import { useTranslation } from "react-i18next";
import type { Booker } from "../types";

/** One person who booked: name, e-mail and phone (both clickable). */
export function BookerCard({ booker }: { booker: Booker }) {
  const { t } = useTranslation("event-admin");
  const headingId = `booker-${booker.id}`;
  return (
    <article className="card booker-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{booker.name}</h2>
      <dl className="event-admin-facts">
        <div>
          <dt>{t("Email")}</dt>
          <dd>
            <a href={`mailto:${booker.email}`}>{booker.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t("Phone")}</dt>
          <dd>
            <a href={`tel:${booker.phone}`}>{booker.phone}</a>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export function BookerCardSkeleton() {
  return <div className="card booker-card skeleton booker-skeleton" aria-hidden="true" />;
}

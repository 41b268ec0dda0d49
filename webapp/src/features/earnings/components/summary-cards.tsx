import { formatPaise } from "../../../shared/format/rupees";
import { EARNINGS_TEXTS as T } from "../constants";
import type { EarningsSummary } from "../types";

/**
 * The spec's five cards: what was earned today, this month, this year and in all (appointments
 * and events alike, as the chart counts), and the events' part of it; what "earned" means is
 * said under them.
 */
export function SummaryCards({ summary }: { summary: EarningsSummary }) {
  const cards = [
    { label: T.today, paise: summary.today_paise },
    { label: T.month, paise: summary.month_paise },
    { label: T.year, paise: summary.year_paise },
    { label: T.total, paise: summary.total_paise },
    { label: T.eventTotal, paise: summary.event_total_paise },
  ];
  return (
    <section aria-label={T.cardsLabel}>
      <dl className="earnings-cards">
        {cards.map(({ label, paise }) => (
          <div key={label} className="card earnings-card">
            <dt>{label}</dt>
            <dd>{formatPaise(paise)}</dd>
          </div>
        ))}
      </dl>
      <p className="muted earnings-note">{T.earnedMeans}</p>
    </section>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <div className="earnings-cards" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="skeleton earnings-card-skeleton" />
      ))}
    </div>
  );
}

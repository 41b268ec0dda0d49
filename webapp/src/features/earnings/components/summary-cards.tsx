import { formatPaise } from "../../../shared/format/rupees";
import { EARNINGS_TEXTS as T } from "../constants";
import type { EarningsSummary } from "../types";

/** The spec's five cards: today, this month, this year and all-time appointment earnings, and events. */
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

import { useId } from "react";
import { formatPaise } from "../../../shared/format/rupees";
import { EARNINGS_TEXTS as T } from "../constants";
import type { Balance } from "../types";

/** One balance: what can be withdrawn now, what is still pending, what was withdrawn. */
export function BalanceCard({ title, balance }: { title: string; balance: Balance }) {
  const titleId = useId();
  return (
    <section className="card earnings-balance" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <dl>
        <div className="earnings-balance-main">
          <dt>{T.withdrawable}</dt>
          <dd>{formatPaise(balance.withdrawable_paise)}</dd>
        </div>
        <div>
          <dt>{T.pending}</dt>
          <dd>{formatPaise(balance.pending_paise)}</dd>
        </div>
        <div>
          <dt>{T.withdrawn}</dt>
          <dd>{formatPaise(balance.withdrawn_paise)}</dd>
        </div>
      </dl>
    </section>
  );
}

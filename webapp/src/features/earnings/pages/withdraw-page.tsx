import { Link } from "react-router-dom";
import { formatPaise } from "../../../shared/format/rupees";
import { Page } from "../../../shared/ui/page";
import { LoadFailed } from "../components/load-failed";
import { WithdrawForm } from "../components/withdraw-form";
import { BALANCE_LABELS, DASHBOARD_PATH, EARNINGS_TEXTS as T } from "../constants";
import { useEarningsSummary } from "../hooks/use-earnings-summary";
import { BALANCES, defaultBalance } from "../lib/withdraw-form";
import type { EarningsSummary } from "../types";
import "./earnings.css";

/**
 * /withdraw (session): asks for a payout from the Booking or the Event balance. It reads the
 * balances itself (the dashboard's cached summary shows at once and is refreshed), so a
 * reload or a typed address works as well as the dashboard's button.
 */
export function WithdrawPage() {
  const summary = useEarningsSummary();
  const data = summary.data;
  return (
    <Page narrow>
      <Link to={DASHBOARD_PATH} className="withdraw-back">
        {T.backToDashboard}
      </Link>
      <h1 className="page-title">{T.withdrawTitle}</h1>
      {summary.isPending && <div className="skeleton withdraw-skeleton" aria-hidden="true" />}
      {summary.isError && !data && <LoadFailed onRetry={() => void summary.refetch()} />}
      {data && (defaultBalance(data) === null ? <NothingToWithdraw summary={data} /> : <WithdrawForm limits={data} />)}
    </Page>
  );
}

/** Both balances are below the minimum: say so rather than offer a form that cannot succeed. */
function NothingToWithdraw({ summary }: { summary: EarningsSummary }) {
  const pending = summary.booking.pending_paise + summary.event.pending_paise;
  return (
    <div className="card withdraw-nothing" role="status">
      <p>{T.nothingToWithdraw(formatPaise(summary.minimum_withdrawal_paise))}</p>
      <dl className="withdraw-nothing-balances">
        {BALANCES.map((balance) => (
          <div key={balance}>
            <dt>{BALANCE_LABELS[balance]}</dt>
            <dd>{T.available(formatPaise(summary[balance].withdrawable_paise))}</dd>
          </div>
        ))}
      </dl>
      {pending > 0 && <p className="muted">{T.pendingToCome(formatPaise(pending))}</p>}
      <Link to={DASHBOARD_PATH} className="button button-outline">
        {T.backToDashboard}
      </Link>
    </div>
  );
}

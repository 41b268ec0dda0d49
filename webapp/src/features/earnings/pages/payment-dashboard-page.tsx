import { Link } from "react-router-dom";
import { Page } from "../../../shared/ui/page";
import { BalanceCard } from "../components/balance-card";
import { EarningsChart } from "../components/earnings-chart";
import { LoadFailed } from "../components/load-failed";
import { SummaryCards, SummaryCardsSkeleton } from "../components/summary-cards";
import { TaxDetailsSection } from "../components/tax-details-form";
import { FeeInvoicesSection, TaxWithheldSection } from "../components/tax-withheld";
import { WithdrawalHistory } from "../components/withdrawal-history";
import { EARNINGS_TEXTS as T, WITHDRAW_PATH } from "../constants";
import { useEarningsSummary } from "../hooks/use-earnings-summary";
import "./earnings.css";

/**
 * /paymentDashboard (session): the five earnings cards, both balances (pending and
 * withdrawable), the last 30 days, a way to withdraw, and the payment history. Live frames
 * (a payment, a refund, a withdrawal decided) refetch it through the query cache (see app/).
 */
export function PaymentDashboardPage() {
  const summary = useEarningsSummary();
  const data = summary.data;

  return (
    <Page>
      <div className="earnings-header">
        <h1 className="page-title">{T.title}</h1>
        <Link to={WITHDRAW_PATH} className="button button-primary">
          {T.withdraw}
        </Link>
      </div>
      {summary.isPending && <SummaryCardsSkeleton />}
      {summary.isError && !data && <LoadFailed onRetry={() => void summary.refetch()} />}
      {data && (
        <>
          <SummaryCards summary={data} />
          <div className="earnings-balances">
            <BalanceCard title={T.bookingBalance} balance={data.booking} />
            <BalanceCard title={T.eventBalance} balance={data.event} />
          </div>
          <p className="muted earnings-note">{T.pendingNote}</p>
          <EarningsChart daily={data.daily} />
        </>
      )}
      <h2 className="section-title">{T.historyTitle}</h2>
      <WithdrawalHistory />
      <TaxWithheldSection />
      <FeeInvoicesSection />
      <TaxDetailsSection />
    </Page>
  );
}

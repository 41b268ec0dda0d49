import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { EARNINGS_TEXTS as T, FIRST_PAGE_SKELETONS, NEXT_PAGE_SKELETONS } from "../constants";
import { useWithdrawals } from "../hooks/use-withdrawals";
import { WithdrawalItem } from "./withdrawal-item";

/**
 * The payment history: withdrawal requests newest first, the next page at 80 % of the page,
 * with skeletons while a page loads and a friendly note while there is none.
 */
export function WithdrawalHistory() {
  const { items, status, pages, loadMore } = useWithdrawals();
  useInfiniteScroll(loadMore, status === "more", pages);
  const placeholders = status !== "loading" ? 0 : items.length === 0 ? FIRST_PAGE_SKELETONS : NEXT_PAGE_SKELETONS;

  if (items.length === 0 && status === "done") {
    return (
      <div className="card withdrawal-empty">
        <p className="withdrawal-empty-title">{T.historyEmpty}</p>
        <p className="muted">{T.historyEmptyNote}</p>
      </div>
    );
  }
  if (items.length === 0 && status === "failed") return <p className="muted withdrawal-list-end">{T.loadFailed}</p>;
  return (
    <>
      <ul className="withdrawal-list" aria-busy={status === "loading"}>
        {items.map((withdrawal) => (
          <li key={withdrawal.id}>
            <WithdrawalItem withdrawal={withdrawal} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          <li key={`placeholder-${index}`} aria-hidden="true">
            <div className="skeleton withdrawal-skeleton" />
          </li>
        ))}
      </ul>
      {status === "done" && <p className="muted withdrawal-list-end">{T.noMoreData}</p>}
      {status === "loading" && <p className="visually-hidden" role="status">{T.loading}</p>}
    </>
  );
}

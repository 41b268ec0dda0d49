import { usePagedList } from "../../../shared/query/use-paged-list";
import { listWithdrawals } from "../api/list-withdrawals";
import { earningsKeys } from "../api/query-keys";

/** The payment history page by page, newest first; always fresh, so a request just made is on top. */
export function useWithdrawals() {
  return usePagedList(earningsKeys.withdrawals(), (page, signal) => listWithdrawals(page, signal), { fresh: true });
}

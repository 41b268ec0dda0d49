import { api } from "../../../shared/api/api-client";
import type { WithdrawalPage } from "../types";

/** GET /earnings/withdrawals?page=N: the caller's withdrawal requests, newest first, 10 a page. */
export function listWithdrawals(page: number, signal?: AbortSignal): Promise<WithdrawalPage> {
  return api.get<WithdrawalPage>("/earnings/withdrawals", { query: { page }, signal });
}

import { api } from "../../../shared/api/api-client";
import type { Withdrawal, WithdrawalDraft } from "../types";

/** POST /earnings/withdrawals: 201 with the request (status "requested"); 400 with field messages. */
export function requestWithdrawal(draft: WithdrawalDraft): Promise<Withdrawal> {
  return api.post<Withdrawal>("/earnings/withdrawals", draft);
}

import { EARNINGS_TEXTS as T, WITHDRAWAL_STATUS_TEXTS } from "../constants";
import type { Withdrawal } from "../types";

/**
 * The spec's status text of a withdrawal. A status this screen does not know yet reads as
 * processing, as the spec's "missing" status does.
 */
export function withdrawalStatusText(status: string): string {
  return WITHDRAWAL_STATUS_TEXTS[status as Withdrawal["status"]] ?? WITHDRAWAL_STATUS_TEXTS.requested;
}

/** What to show beside the status: the bank's reference once paid, the reason once failed. */
export function withdrawalNote({ status, reference, failure_reason }: Withdrawal): string | null {
  if (status === "paid" && reference) return T.reference(reference);
  if (status === "failed" && failure_reason) return T.reason(failure_reason);
  return null;
}

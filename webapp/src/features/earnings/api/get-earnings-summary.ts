import { api } from "../../../shared/api/api-client";
import type { EarningsSummary } from "../types";

/** GET /earnings/summary: totals, the two balances and the last 30 days, in paise. */
export function getEarningsSummary(signal?: AbortSignal): Promise<EarningsSummary> {
  return api.get<EarningsSummary>("/earnings/summary", { signal });
}

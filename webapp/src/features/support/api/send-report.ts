import { api } from "../../../shared/api/api-client";
import type { SupportReportDraft, SupportReportReceipt } from "../types";

/**
 * POST /support/reports (public; with a session the report is linked to the user): 201 with
 * its reference, 400 with field messages, 429 when this address sent too many.
 */
export function sendReport(draft: SupportReportDraft): Promise<SupportReportReceipt> {
  return api.post<SupportReportReceipt>("/support/reports", draft);
}

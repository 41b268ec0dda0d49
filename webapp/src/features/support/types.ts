import type { Schema } from "../../shared/api/schemas";

/** POST /support/reports body (generated from the server's schema). */
export type SupportReportDraft = Schema<"ReportIn">;
/** Its 201 answer: the number to quote when writing again (SR-XXXXXXXX). */
export type SupportReportReceipt = Schema<"ReportOut">;

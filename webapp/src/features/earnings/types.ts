import type { Schema } from "../../shared/api/schemas";

/** The earnings API's shapes (generated from the server's schema). Money is integer paise. */
export type Balance = Schema<"BalanceOut">;
/** One of the last 30 days (YYYY-MM-DD, Indian days), by balance. */
export type DailyEarning = Schema<"DayOut">;
export type EarningsSummary = Schema<"EarningsSummaryOut">;
export type Withdrawal = Schema<"WithdrawalOut">;
export type WithdrawalPage = Schema<"WithdrawalPageOut">;
/** The request body; amount in rupees with at most 2 decimals ("150.50"). */
export type WithdrawalDraft = Schema<"WithdrawalIn">;

export type BalanceName = Withdrawal["balance"];
export type WithdrawalStatus = Withdrawal["status"];
export type WithdrawalPreview = Schema<"WithdrawalPreviewOut">;
export type TaxDetails = Schema<"TaxDetailsOut">;
export type TaxDetailsDraft = Schema<"TaxDetailsIn">;
export type TaxWithheld = Schema<"TaxWithheldOut">;
export type FeeInvoicePage = Schema<"FeeInvoicePageOut">;
export type FeeInvoice = Schema<"FeeInvoiceOut">;

import { api } from "../../../shared/api/api-client";
import { getFile } from "../../../shared/api/files";
import type { FeeInvoicePage, TaxDetails, TaxDetailsDraft, TaxWithheld, WithdrawalPreview } from "../types";

/** GET /earnings/withdrawal-preview: gross, fee, TDS, TCS and net of a withdrawal of `amount` rupees. */
export function getWithdrawalPreview(balance: string, amount: string, signal?: AbortSignal): Promise<WithdrawalPreview> {
  return api.get<WithdrawalPreview>("/earnings/withdrawal-preview", { query: { balance, amount }, signal });
}

export function getTaxDetails(signal?: AbortSignal): Promise<TaxDetails> {
  return api.get<TaxDetails>("/tax/details", { signal });
}

/** PUT /tax/details: the details saved, or 400 with a message on each field. */
export function saveTaxDetails(draft: TaxDetailsDraft): Promise<TaxDetails> {
  return api.put<TaxDetails>("/tax/details", draft);
}

export function getTaxWithheld(year: string, signal?: AbortSignal): Promise<TaxWithheld> {
  return api.get<TaxWithheld>("/earnings/tax-withheld", { query: { year }, signal });
}

export function listFeeInvoices(signal?: AbortSignal): Promise<FeeInvoicePage> {
  return api.get<FeeInvoicePage>("/earnings/fee-invoices", { query: { page: 1 }, signal });
}

export function getStatement(quarter: string, format: "csv" | "pdf", lang: string): Promise<Blob> {
  return getFile(`/earnings/statement?quarter=${encodeURIComponent(quarter)}&format=${format}&lang=${lang}`);
}

export function getFeeInvoicePdf(id: number, lang: string): Promise<Blob> {
  return getFile(`/earnings/fee-invoices/${id}/pdf?lang=${lang}`);
}

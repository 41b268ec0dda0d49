import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "invoices");

/** Getters: each text is translated when shown, in the language shown. */
export const INVOICES_TEXTS = {
  get title() { return t("Invoices"); },
  get intro() { return t("Invoices and credit notes of what you paid, and of what you were paid, as PDFs."); },
  get none() { return t("No invoices yet."); },
  get loading() { return t("Loading..."); },
  get more() { return t("Show more"); },
  get failed() { return t("The invoices could not be loaded. Please try again."); },
  get download() { return t("Download PDF"); },
  get downloadFailed() { return t("The PDF could not be downloaded. Please try again."); },
  get taxInvoice() { return t("Tax invoice"); },
  get billOfSupply() { return t("Bill of supply"); },
  get invoice() { return t("Invoice"); },
  get creditNote() { return t("Credit note"); },
  get paidBy() { return t("You paid"); },
  get paidTo() { return t("You were paid"); },
  against: (number: string) => t("Against {{number}}", { number }),
  get date() { return t("Date"); },
  get from() { return t("From"); },
  get to() { return t("To"); },
  get total() { return t("Total"); },
};

import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** The invoice link's and the business details' texts, wherever a payment is shown or made. */
export const INVOICE_TEXTS = {
  get invoice() { return t("Invoice"); },
  get downloading() { return t("Downloading..."); },
  get failed() { return t("The invoice could not be downloaded. Please try again."); },
  get notYet() { return t("The invoice is issued once the payment is received."); },
  get addBusiness() { return t("Add GST details for a business invoice"); },
  get gstin() { return t("GSTIN"); },
  get businessName() { return t("Business name"); },
  get businessNote() { return t("The invoice is made out to this business, with its GSTIN."); },
};

import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "earnings");

/** The texts of the tax sections: the withdrawal's breakdown, tax details, tax withheld, the fee invoices. */
export const TAX_TEXTS = {
  // The withdrawal's breakdown, shown before the button
  get breakdownTitle() { return t("What this withdrawal stands for"); },
  get gross() { return t("Gross (what clients paid)"); },
  get fee() { return t("Platform fee"); },
  get tds() { return t("TDS withheld (income tax, s.194-O)"); },
  get tcs() { return t("TCS collected (GST, s.52)"); },
  get net() { return t("You receive"); },
  breakdownLine: (gross: string, fee: string, tds: string, tcs: string) =>
    t("Gross {{gross}}, less fee {{fee}}, TDS {{tds}}, TCS {{tcs}}", { gross, fee, tds, tcs }),
  get breakdownNote() { return t("TDS and TCS were withheld when clients paid and are deposited against your PAN and GSTIN."); },
  // Tax details
  get detailsTitle() { return t("Tax details"); },
  get detailsIntro() { return t("Your PAN decides the income tax withheld from your payouts: 5% without one. A GSTIN makes your invoices tax invoices."); },
  get legalName() { return t("Legal name (as on your PAN)"); },
  get pan() { return t("PAN"); },
  get panHint() { return t("10 characters, like ABCDE1234F."); },
  get gstin() { return t("GSTIN (optional)"); },
  get gstinHint() { return t("15 characters; leave empty if you are not registered for GST."); },
  get state() { return t("State"); },
  get chooseState() { return t("Choose your state"); },
  get address() { return t("Address"); },
  get sac() { return t("SAC code of your service"); },
  get exempt() { return t("My service is exempt from GST (healthcare by a registered medical practitioner)"); },
  get save() { return t("Save tax details"); },
  get saving() { return t("Saving..."); },
  get saved() { return t("Tax details saved."); },
  get notSaved() { return t("Tax details not saved: check the fields."); },
  // Tax withheld per quarter
  get withheldTitle() { return t("Tax withheld"); },
  get withheldIntro() { return t("For your return: what you should find in Form 26AS (TDS) and GSTR-2X (TCS)."); },
  get financialYear() { return t("Financial year"); },
  get quarter() { return t("Quarter"); },
  get grossShort() { return t("Gross"); },
  get tdsShort() { return t("TDS"); },
  get tcsShort() { return t("TCS"); },
  get statement() { return t("Statement"); },
  quarterName: (number: number, start: string, end: string) => t("Q{{number}} ({{start}} to {{end}})", { number, start, end }),
  statementCsv: (quarter: string) => t("{{quarter}} statement, CSV", { quarter }),
  statementPdf: (quarter: string) => t("{{quarter}} statement, PDF", { quarter }),
  get csv() { return t("CSV"); },
  get pdf() { return t("PDF"); },
  get yearTotal() { return t("Year"); },
  get downloadFailed() { return t("The download failed. Try again."); },
  // The platform's invoices
  get invoicesTitle() { return t("Platform fee invoices"); },
  get invoicesEmpty() { return t("No invoices yet: the platform invoices its fee each month."); },
  invoiceOf: (number: string, month: string, amount: string) => t("{{number}}: {{month}}, {{amount}}", { number, month, amount }),
  invoicePdf: (number: string) => t("Download {{number}}", { number }),
};

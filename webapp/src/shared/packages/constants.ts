import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** Getters: each text is translated when shown, in the language shown. */
export const PACKAGE_TEXTS = {
  get onSaleTitle() { return t("Packages"); },
  /** The unused-credits rule: the same words on the card, in the Terms and in the docs. */
  get unusedRule() { return t("Sessions not booked by the expiry date are not refunded."); },
  get buy() { return t("Buy"); },
  get pleaseWait() { return t("Please Wait..."); },
  get bought() { return t("Package bought. Book your sessions with its credits."); },
  get signInToBuy() { return t("Sign in to buy a package."); },
  get balancesTitle() { return t("Your packages"); },
  summary: (sessions: number, plan: string, days: number) =>
    t("{{sessions}} sessions of {{plan}}, valid for {{days}} days from purchase.", { sessions, plan, days }),
  balance: (left: number, sessions: number) =>
    t("{{left}} of {{sessions}} sessions left", { left, sessions }),
  expiresOn: (date: string) => t("Valid until {{date}}", { date }),
  expiredOn: (date: string) => t("Expired on {{date}}", { date }),
  creditLeft: (left: number) => t("Use a credit ({{left}} left)", { left }),
  get creditNote() { return t("Nothing to pay: one session of your package is used."); },
};

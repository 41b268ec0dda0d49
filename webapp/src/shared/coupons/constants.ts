import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** The coupon field's texts, at the booking page's and the webinar's payment step. */
export const COUPON_TEXTS = {
  get label() { return t("Coupon code"); },
  get apply() { return t("Apply"); },
  get remove() { return t("Remove"); },
  get checking() { return t("Checking..."); },
  get failed() { return t("The code could not be checked. Please try again."); },
  applied: (code: string) => t("Code {{code}} applied.", { code }),
  get listPrice() { return t("Price before the code"); },
  get free() { return t("Nothing to pay"); },
};

/** The address's code (`?coupon=CODE`): what a shared link carries, checked when applied. */
export const COUPON_PARAM = "coupon";

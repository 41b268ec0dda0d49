import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** The spec's payment toasts, spelled as the spec spells them; getters, translated when shown. */
export const PAYMENT_TEXTS = {
  get completed() { return t("Payment Completed!"); },
  get scriptFailed() { return t("Are you online?"); },
  get orderFailed() { return t("Server error. Are you online?"); },
  get verificationRefused() { return t("Payment Failed.Try Again..."); },
  get verificationUnreachable() { return t("Server error. Payment verification failed."); },
  get cancelled() { return t("Transaction cancelled.!"); },
  get notCompleted() { return t("Payment Not Completed.Try Again..."); },
};

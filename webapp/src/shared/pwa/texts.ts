import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** Getters: translated when shown. */
export const PWA_TEXTS = {
  get offline() { return t("You are offline. Showing what was loaded; changes need a connection."); },
  get install() { return t("Install app"); },
};

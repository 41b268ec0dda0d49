import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "account");

/** User-facing texts of the account screen (translated when shown). */
export const ACCOUNT_TEXTS = {
  get title() { return t("Account"); },
  get name() { return t("Name"); },
  get username() { return t("Username"); },
  get phone() { return t("Phone"); },
  get devices() { return t("Your devices"); },
  get thisDevice() { return t("This device"); },
  get signOut() { return t("Sign out"); },
  get signingOut() { return t("Please Wait..."); },
  get signedOut() { return t("Signed out of that device"); },
  created: (date: string) => t("Signed in {{date}}", { date }),
  lastSeen: (date: string) => t("Last seen {{date}}", { date }),
  get notifications() { return t("Notifications"); },
  get noNotifications() { return t("No notifications yet"); },
  get loadMore() { return t("Load more"); },
  get loading() { return t("Please Wait..."); },
  get retry() { return t("Try again"); },
};

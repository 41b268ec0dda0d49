import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "packages");

/** Getters: each text is translated when shown, in the language shown. */
export const PACKAGES_TEXTS = {
  get title() { return t("Packages"); },
  get intro() { return t("Sell several sessions of one plan for one price. Clients book each session with a credit."); },
  get newTitle() { return t("New package"); },
  get plan() { return t("Session"); },
  get choosePlan() { return t("Choose a session"); },
  get name() { return t("Package name"); },
  get sessions() { return t("Number of sessions"); },
  get price() { return t("Price (₹)"); },
  get validDays() { return t("Valid for (days)"); },
  get sessionsHint() { return t("1 to 50"); },
  get daysHint() { return t("1 to 730 days from purchase"); },
  get create() { return t("Create package"); },
  get created() { return t("Package created."); },
  get notCreated() { return t("Package not created."); },
  get pleaseWait() { return t("Please wait..."); },
  get listTitle() { return t("Your packages"); },
  get none() { return t("No packages yet."); },
  get noPlans() { return t("Add a session to your profile first: a package is made of one."); },
  get sales() { return t("Sales"); },
  get revenue() { return t("Revenue"); },
  get creditsUsed() { return t("Sessions used"); },
  get creditsLeft() { return t("Sessions left"); },
  get edit() { return t("Edit"); },
  get save() { return t("Save"); },
  get cancelEdit() { return t("Cancel"); },
  get saved() { return t("Package saved."); },
  get withdraw() { return t("Stop selling"); },
  get withdrawn() { return t("Not on sale"); },
  get onSale() { return t("On sale"); },
  get withdrawDone() { return t("The package is no longer on sale. Clients keep what they bought."); },
  get unusedRule() { return t("Sessions not booked by the expiry date are not refunded."); },
  get loadFailed() { return t("Could not load your packages."); },
  summary: (sessions: number, plan: string, days: number) =>
    t("{{sessions}} sessions of {{plan}}, valid for {{days}} days", { sessions, plan, days }),
};

import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "coupons");

/** The coupons page's texts; getters and functions, translated when shown. */
export const COUPON_TEXTS = {
  get title() { return t("Coupons"); },
  get intro() { return t("Codes your clients type at the payment step, or open with your link, for a lower price."); },
  get newCode() { return t("New code"); },
  get code() { return t("Code"); },
  get codeHint() { return t("3 to 20 letters, digits or hyphens, like DIWALI-20."); },
  get kind() { return t("Discount"); },
  get percent() { return t("Percent off"); },
  get flat() { return t("Rupees off"); },
  get free() { return t("Free"); },
  get percentLabel() { return t("Percent (1-100)"); },
  get amountLabel() { return t("Amount off (₹)"); },
  get appliesTo() { return t("For"); },
  get everything() { return t("All my sessions and webinars"); },
  get chosen() { return t("Only the ones I choose"); },
  get sessions() { return t("Sessions"); },
  get webinars() { return t("Upcoming webinars"); },
  get maxUses() { return t("Maximum uses (optional)"); },
  get perClient() { return t("Uses per client (optional)"); },
  get validFrom() { return t("Valid from (optional)"); },
  get validUntil() { return t("Valid until (optional)"); },
  get create() { return t("Create code"); },
  get created() { return t("Code created"); },
  get notCreated() { return t("The code was not created."); },
  get pleaseWait() { return t("Please Wait..."); },
  get yourCodes() { return t("Your codes"); },
  get none() { return t("No codes yet."); },
  get loadFailed() { return t("Try Again Please..."); },
  get uses() { return t("Uses"); },
  get revenue() { return t("Revenue"); },
  get state() { return t("State"); },
  get active() { return t("Active"); },
  get paused() { return t("Paused"); },
  get copyLink() { return t("Copy link"); },
  get copied() { return t("Link copied"); },
  get cannotCopy() { return t("Copy this link by hand:"); },
  get pause() { return t("Pause"); },
  get resume() { return t("Resume"); },
  get remove() { return t("Delete"); },
  get deleted() { return t("Code deleted"); },
  get deactivated() { return t("The code has uses, so it is kept and turned off."); },
  percentOff: (percent: number) => t("{{percent}}% off", { percent }),
  rupeesOff: (amount: string) => t("{{amount}} off", { amount }),
  get freeSession() { return t("Free"); },
  get forEverything() { return t("All sessions and webinars"); },
  forChosen: (count: number) =>
    t("{{count}} chosen", { count, defaultValue_one: "{{count}} chosen", defaultValue_other: "{{count}} chosen" }),
  usesOf: (used: number, max: number | null) =>
    max === null ? t("{{used}} used", { used }) : t("{{used}} of {{max}} used", { used, max }),
  dates: (from: string | null, until: string | null) =>
    from && until ? t("{{from}} to {{until}}", { from, until })
      : from ? t("From {{from}}", { from })
        : until ? t("Until {{until}}", { until }) : t("Always"),
};


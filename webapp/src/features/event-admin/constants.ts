import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "event-admin");

/** English's ordinal form of a number (1st, 2nd, 3rd, 4th...): each form is its own text. */
let englishOrdinals: Intl.PluralRules | undefined;
function ordinalForm(n: number): Intl.LDMLPluralRule {
  englishOrdinals ??= new Intl.PluralRules("en", { type: "ordinal" });
  return englishOrdinals.select(n);
}

/**
 * The texts of the host's event screens shown outside a component (form checks, toasts, the
 * card's slots), spelled as the spec spells them, translated when read. Components call t()
 * themselves.
 */
export const EVENT_ADMIN_TEXTS = {
  get unlimited() {
    return t("Unlimited");
  },
  left: (left: number) => t("{{left}} left", { left }),
  get soldOut() {
    return t("Sold out");
  },
  /** An event's type as the server names it (Online, Offline), in the language shown. */
  eventType: (type: string) => {
    if (type === "Online") return t("Online");
    if (type === "Offline") return t("Offline");
    return type;
  },
  /** A waiter's place in the line: '2nd'. */
  place: (position: number) => {
    switch (ordinalForm(position)) {
      case "one":
        return t("{{position}}st", { position });
      case "two":
        return t("{{position}}nd", { position });
      case "few":
        return t("{{position}}rd", { position });
      default:
        return t("{{position}}th", { position });
    }
  },
  get bannerWrongType() {
    return t("Choose a .jpg, .jpeg or .png picture.");
  },
  get bannerTooBig() {
    return t("The picture can be at most 8 MB.");
  },
  get enterTitle() {
    return t("Enter a title.");
  },
  get enterShortDescription() {
    return t("Enter a short description.");
  },
  get enterPrice() {
    return t("Enter a price (0 for a free event).");
  },
  get enterDate() {
    return t("Choose a date.");
  },
  get enterTime() {
    return t("Choose a start and an end time.");
  },
  get enterSeats() {
    return t("Enter the number of slots.");
  },
  // Toasts
  get toastWait() {
    return t("please Wait...");
  },
  get toastSuccess() {
    return t("Edited Succesfull!");
  },
  get toastError() {
    return t("Try Again...");
  },
};

/** Spec, constants: the event list loads debounced 500 ms; the bookings loader 100 ms. */
export const EVENT_LIST_DEBOUNCE_MS = 500;
export const BOOKINGS_DEBOUNCE_MS = 100;

/** The banner picker's types (spec: jpg, jpeg, png) and the server's limit. */
export const BANNER_ACCEPT = ".jpg,.jpeg,.png,image/png,image/jpeg";
export const BANNER_TYPES = ["image/png", "image/jpeg", "image/jpg"];
export const BANNER_MAX_BYTES = 8 * 1024 * 1024;

export const EVENT_TYPES = ["Online", "Offline"] as const;

/** Placeholders while the first page, and a further page, load. */
export const FIRST_PAGE_SKELETONS = 3;
export const NEXT_PAGE_SKELETONS = 1;

import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "events");

/** English's ordinal form of a number (1st, 2nd, 3rd, 4th...): each form is its own text. */
let englishOrdinals: Intl.PluralRules | undefined;
function ordinalForm(n: number): Intl.LDMLPluralRule {
  englishOrdinals ??= new Intl.PluralRules("en", { type: "ordinal" });
  return englishOrdinals.select(n);
}

/**
 * The events texts shown outside a component (toasts, form checks, the facts' words), spelled
 * as the spec spells them (misspellings included), translated when read. Components call
 * t() themselves.
 */
export const EVENT_TEXTS = {
  get checkoutCancelled() {
    return t("Transaction was cancelled.!");
  },
  get shareUnsupported() {
    return t("Web Share API is not supported in your browser.");
  },
  get linkCopied() {
    return t("Link copied to the clipboard.");
  },
  get free() {
    return t("Free");
  },
  get booked() {
    return t("Event Booking Succesfull!");
  },
  get notBooked() {
    return t("Event Booking Not Succesfull!");
  },
  get enterName() {
    return t("Enter your name.");
  },
  get enterEmail() {
    return t("Enter your e-mail address.");
  },
  get unlimited() {
    return t("Unlimited");
  },
  get soldOut() {
    return t("Sold out");
  },
  /** Seats left of a limited event: '3 left'. */
  seatsLeft: (left: number) => t("{{left}} left", { left }),
  /** An event's type as the server names it (Online, Offline), in the language shown. */
  eventType: (type: string) => {
    if (type === "Online") return t("Online");
    if (type === "Offline") return t("Offline");
    return type;
  },
  get seatGivenBack() {
    return t("The seat is free for others again.");
  },
  /** '2nd in line'. */
  inLine: (position: number) => {
    switch (ordinalForm(position)) {
      case "one":
        return t("{{position}}st in line", { position });
      case "two":
        return t("{{position}}nd in line", { position });
      case "few":
        return t("{{position}}rd in line", { position });
      default:
        return t("{{position}}th in line", { position });
    }
  },
  /** 'You are on the waitlist: 2nd in line.' */
  joined: (position: number) => {
    switch (ordinalForm(position)) {
      case "one":
        return t("You are on the waitlist: {{position}}st in line.", { position });
      case "two":
        return t("You are on the waitlist: {{position}}nd in line.", { position });
      case "few":
        return t("You are on the waitlist: {{position}}rd in line.", { position });
      default:
        return t("You are on the waitlist: {{position}}th in line.", { position });
    }
  },
  get left() {
    return t("You left the waitlist.");
  },
  get declined() {
    return t("The seat goes to the next in line.");
  },
};

export const HOME_PATH = "/";
export const EVENTS_PATH = "/events";
export const VIEW_EVENT_PATH = "/viewEvent";
export const BOOK_EVENT_PATH = "/bookEvent";
export const MY_EVENTS_PATH = "/myEvents";
export const EVENT_DETAILS_PATH = "/eventdetails";
export const publicEventPath = (id: number) => `/e/${id}`;

export const EVENT_SEATS = "event.seats";
export const eventTopic = (id: number) => `event:${id}`;

/** Placeholders while the first page of a list loads. */
export const LIST_SKELETON_COUNT = 4;

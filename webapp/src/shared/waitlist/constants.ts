import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/**
 * The texts of an appointment time's waitlist, worded as the webinars' waitlist words them;
 * getters and functions, translated when shown.
 */
export const WAITLIST_TEXTS = {
  get waitlists() { return t("Waitlists"); },
  get full() { return t("Full"); },
  get joinWaitlist() { return t("Join waitlist"); },
  get leaveWaitlist() { return t("Leave waitlist"); },
  get bookNow() { return t("Book Now"); },
  get declineOffer() { return t("Decline"); },
  get pleaseWait() { return t("Please Wait..."); },
  get fullNote() { return t("This time is full. Join the waitlist and the next free place is offered to you first."); },
  inLine: (place: string) => t("{{place}} in line", { place }),
  joined: (place: string) => t("You are on the waitlist: {{place}} in line.", { place }),
  get left() { return t("You left the waitlist."); },
  get declined() { return t("The place goes to the next in line."); },
  get offerNote() { return t("A place is held for you from the waitlist:"); },
  get offered() { return t("Offered a place"); },
  /** A place taken from the waitlist with a professional paid later (the booking's words). */
  get booked() { return t("Booking Succesfull!"); },
};

import { i18n } from "../../shared/i18n/i18n";
import { PATHS } from "../../shared/routing/paths";

const t = i18n.getFixedT(null, "booking");

/** The booking screen's texts: the spec's spelled as the spec spells them (translated when shown). */
export const BOOKING_TEXTS = {
  get title() { return t("Book Appointment"); },
  get cancellationPolicy() { return t("Cancellation policy:"); },
  get fullName() { return t("Full Name"); },
  get phone() { return t("Phone Number"); },
  get email() { return t("Email"); },
  get selectDate() { return t("Select Date"); },
  get today() { return t("Today"); },
  get clear() { return t("Clear"); },
  get chooseTime() { return t("Choose a time"); },
  get noSlots() { return t("Slot Not Available"); },
  /** On a time's chip where it has more than one place. */
  placesLeft: (count: number) =>
    t("{{count}} left", { count: count, defaultValue_one: "{{count}} left", defaultValue_other: "{{count}} left" }),
  get chooseSession() { return t("Choose a Service / Session"); },
  /** A plan's length, when it asks for one. */
  planMinutes: (minutes: number) => t("{{minutes}} min", { minutes }),
  /** On a plan longer than the chosen time's session. */
  needsMinutes: (minutes: number) => t("Needs {{minutes}} min", { minutes }),
  /** On a time too short for the chosen plan (the chip is disabled). */
  tooShort: (minutes: number) => t("Too short: needs {{minutes}} min", { minutes }),
  /** On a time no booking of its own took, closed by one near it (a buffer; disabled). */
  get tooClose() { return t("Too close to another booking"); },
  /** On a time closed by the professional's daily limit (disabled). */
  get dayLimit() { return t("No more bookings this day"); },
  /** /bookAppoinment's address names no professional (or not one that can be read). */
  get noProfessional() { return t("This link does not say which professional to book."); },
  get findProfessional() { return t("Find a professional"); },
  /** A plan's type in words (the server's "Online" or "Offline"; anything else as it came). */
  planType: (type: string) => {
    switch (type) {
      case "Online": return t("Online");
      case "Offline": return t("Offline");
      default: return type;
    }
  },
  get noSessions() { return t("Session not added"); },
  get book() { return t("Book Appointment"); },
  get payNow() { return t("Pay Now"); },
  get pleaseWait() { return t("Please Wait..."); },
  get selectSession() { return t("Select A Session"); },
  get chooseMethod() { return t("Choose Available Method"); },
  get selectDateTime() { return t("Select date and time"); },
  get enterName() { return t("Enter your name."); },
  get enterEmail() { return t("Enter your e-mail address."); },
  get invalidEmail() { return t("Enter a valid e-mail address."); },
  get booked() { return t("Booking Succesfull!"); },
  get notBooked() { return t("Booking Not Succesfull"); },
  get loading() { return t("Loading..."); },
  get loadFailed() { return t("Try Again Please..."); },
  get takenWhileSelected() { return t("This time has just been taken. Please choose another time."); },
  get nextFreeTime() { return t("The next free time is selected."); },
  get holdNote() { return t("This time is held for you while you pay:"); },
  get holdLapsed() { return t("Your hold on this time has lapsed. Please choose a time again."); },
  zoneNote: (zone: string) => t("Times are in {{zone}} time.", { zone }),
  // Moving a booked appointment (?reschedule=)
  get rescheduleTitle() { return t("Reschedule Appointment"); },
  rescheduleNote: (when: string) => t("Now booked for {{when}}. Choose a free time to move it to: the same booking, no new charge.", { when }),
  get currentTime() { return t("Current time"); },
  get moveHere() { return t("Move Here"); },
  get moved() { return t("Appointment moved"); },
  get notMoved() { return t("The appointment was not moved. Please try again."); },
  get fullTime() { return t("This time is full. Please choose another time."); },
  yourTime: (time: string) => t("{{time}} your time", { time }),
};

export const YOUR_APPOINTMENTS_PATH = PATHS.yourAppointments;
/** Until the first answer names the professional's horizon (the server's default). */
export const DEFAULT_HORIZON_DAYS = 60;
export const SLOTS_CHANGED = "slots.changed";

/** The booking screen's texts: the spec's spelled as the spec spells them. */
import { PATHS } from "../../shared/routing/paths";
export const BOOKING_TEXTS = {
  title: "Book Appointment",
  fullName: "Full Name",
  phone: "Phone Number",
  email: "Email",
  selectDate: "Select Date",
  today: "Today",
  clear: "Clear",
  chooseTime: "Choose a time",
  noSlots: "Slot Not Available",
  /** On a time's chip where it has more than one place. */
  placesLeft: "{left} left",
  chooseSession: "Choose a Service / Session",
  /** A plan's length, when it asks for one. */
  planMinutes: "{minutes} min",
  /** On a plan longer than the chosen time's session. */
  needsMinutes: "Needs {minutes} min",
  /** Read with a time too short for the chosen plan (the chip is disabled). */
  tooShort: ", too short: {plan} needs {minutes} min",
  noSessions: "Session not added",
  book: "Book Appointment",
  payNow: "Pay Now",
  pleaseWait: "Please Wait...",
  selectSession: "Select A Session",
  chooseMethod: "Choose Available Method",
  selectDateTime: "Select date and time",
  enterName: "Enter your name.",
  enterEmail: "Enter your e-mail address.",
  invalidEmail: "Enter a valid e-mail address.",
  booked: "Booking Succesfull!",
  notBooked: "Booking Not Succesfull",
  loading: "Loading...",
  loadFailed: "Try Again Please...",
  takenWhileSelected:
    "This time has just been taken. Please choose another time.",
  nextFreeTime: "The next free time is selected.",
  holdNote: "This time is held for you while you pay:",
  holdLapsed: "Your hold on this time has lapsed. Please choose a time again.",
  zoneNote: "Times are in {zone} time.",
  yourTime: "{time} your time",
} as const;

export const YOUR_APPOINTMENTS_PATH = PATHS.yourAppointments;
/** Until the first answer names the professional's horizon (the server's default). */
export const DEFAULT_HORIZON_DAYS = 60;
export const SLOTS_CHANGED = "slots.changed";

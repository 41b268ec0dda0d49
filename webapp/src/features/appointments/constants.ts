import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "appointments");

/** User-facing texts of both appointment lists, spelled as the spec spells them (translated when shown). */
export const APPOINTMENT_TEXTS = {
  get title() { return t("Your Appointment"); },
  get professionalTitle() { return t("Appointment"); },
  get empty() { return t("No Appoinments Booked"); },
  get loading() { return t("Please Wait..."); },
  get date() { return t("Date"); },
  get session() { return t("Session"); },
  get time() { return t("Time"); },
  get type() { return t("Type"); },
  /** A plan's type in words (the server's "Online" or "Offline"; anything else as it came). */
  planType: (type: string) => {
    switch (type) {
      case "Online": return t("Online");
      case "Offline": return t("Offline");
      default: return type;
    }
  },
  get status() { return t("Status"); },
  get price() { return t("Price"); },
  get coupon() { return t("Coupon"); },
  /** The code it was booked with, and the plan's price before it. */
  couponUsed: (code: string, listPrice: string) => t("{{code}}, {{listPrice}} before the code", { code, listPrice }),
  get phone() { return t("Phone"); },
  get reason() { return t("Reason"); },
  payWithin: (left: string) => t("Pay within {{left}}", { left }),
  refunded: (amount: string) => t("Refunded {{amount}}", { amount }),
  timeZone: (zone: string) => t("Times in {{zone}}", { zone }),
  // Filters
  get filterDate() { return t("Filter by date"); },
  get filterTime() { return t("Filter by time"); },
  get done() { return t("Done"); },
  get clear() { return t("Clear"); },
  get filters() { return t("Filter appointments"); },
  // The professional's decisions
  get accept() { return t("Accept Booking"); },
  get reject() { return t("Reject Booking"); },
  get rejectPrompt() { return t("Reason for rejecting this booking"); },
  get rejectDefault() { return t("Book another day and time"); },
  get enterReason() { return t("Enter a reason."); },
  get tryAgain() { return t("Try Again..."); },
  get accepted() { return t("Booking accepted"); },
  get rejected() { return t("Booking rejected"); },
  // Reservations
  get reserve() { return t("Reserve Appointment"); },
  get reserveTitle() { return t("Reserve Appointment"); },
  get reserveNote() { return t("Block one place of your own times, so clients cannot book it."); },
  get reserveDate() { return t("Date"); },
  get reserveTime() { return t("Time"); },
  get reserveButton() { return t("Reserve"); },
  get selectTimeAndDate() { return t("Select Time and Date"); },
  get noTimes() { return t("Slot Not Available"); },
  get reservedSlot() { return t("Reserved Slot"); },
  get release() { return t("Release"); },
  get released() { return t("Slot released"); },
  get releasedNote() { return t("Released: clients can book this time again."); },
  get reservedDone() { return t("Slot reserved"); },
  // After payment
  get paymentDetails() { return t("Payment Details"); },
  paidAmount: (amount: string) => t("The client paid {{amount}}.", { amount }),
  get meetingResponse() { return t("Meeting Response"); },
  get meetingShortcuts() { return t("Start a new meeting"); },
  get mapsShortcut() { return t("Find a place on Google Maps"); },
  get responseLabel() { return t("Meeting Link, Location or Phone No"); },
  get clientMessageLabel() { return t("Your message"); },
  get responseDetails() { return t("Response Details"); },
  get sendResponse() { return t("Send Response"); },
  get sending() { return t("Please Wait..."); },
  get reenterMessage() { return t("Re-enter The Message"); },
  get responseFailed() { return t("Response Not Send.Try Again..."); },
  get noMessages() { return t("No messages yet."); },
  get you() { return t("You"); },
  get client() { return t("Client"); },
  get professional() { return t("Professional"); },
  // The client's actions
  get payNow() { return t("Pay Now"); },
  get writeFeedback() { return t("Write Feedback"); },
  get feedbackTitle() { return t("Write Feedback"); },
  get feedbackSubtitle() { return t("Your review helps to new customer"); },
  get feedbackLabel() { return t("Review"); },
  get addFeedback() { return t("Add Feedback"); },
  get enterFeedback() { return t("Write your feedback."); },
  get feedbackSent() { return t("Feedback Sended!"); },
  get feedbackFailed() { return t("Feedback Not Sended.Try Again..."); },
  get yourFeedback() { return t("Your feedback"); },
  get addToCalendar() { return t("Add to calendar"); },
  get calendarFailed() { return t("Try Again..."); },
  // Cancelling
  get cancelBooking() { return t("Cancel booking"); },
  get cancelTitle() { return t("Cancel this appointment?"); },
  get cancelByClient() { return t("The professional is told at once and the time is offered to others."); },
  cancelPaidByClient: (amount: string) =>
    t("You will get {{amount}} back through the payment service, as the professional's cancellation policy says.", { amount }),
  get creditBack() { return t("Cancel now: your package credit comes back."); },
  get creditKept() { return t("Cancel now: the package credit stays used."); },
  cancelNow: (amount: string) => t("Cancel now: {{amount}} back", { amount }),
  get cancelPolicy() { return t("Cancellation policy"); },
  get cancelByProfessional() { return t("The client is told at once."); },
  get cancelPaidByProfessional() { return t("The client is refunded in full through the payment service."); },
  get confirmCancel() { return t("Yes, cancel"); },
  get keep() { return t("Keep it"); },
  get cancelled() { return t("Appointment cancelled"); },
  get close() { return t("Close"); },
  // No-shows
  get reportNoShow() { return t("Report a no-show"); },
  get reportNoShowTitle() { return t("Report a no-show"); },
  get reportNoShowByClient() { return t("Say that the professional did not come. They have 72 hours to agree (you are refunded in full) or dispute it; without an answer you are refunded in full."); },
  get reportNoShowByProfessional() { return t("Say that the client did not come. They are marked absent and not refunded; they may dispute it with support."); },
  get whatHappened() { return t("What happened"); },
  get enterWhatHappened() { return t("Say in a few words what happened."); },
  get sendReport() { return t("Send report"); },
  get reportSent() { return t("No-show reported"); },
  get disputeNoShow() { return t("Dispute"); },
  get disputeTitle() { return t("Dispute this no-show report"); },
  get disputeSubtitle() { return t("Support reads both sides' words and decides; you are both told."); },
  get yourSide() { return t("Your side"); },
  get sendDispute() { return t("Send to support"); },
  get disputeSent() { return t("Sent to support"); },
  get agreeNoShow() { return t("Agree (refund in full)"); },
  get agreeTitle() { return t("Agree that you did not come?"); },
  get agreeText() { return t("The client is refunded in full through the payment service."); },
  get confirmAgree() { return t("Yes, agree"); },
  get agreed() { return t("Agreed: the client is refunded in full"); },
  get noShowHeading() { return t("No-show"); },
  youReportedPro: (on: string, until: string) =>
    t("You reported on {{on}} that the professional did not come; waiting for their answer until {{until}}.", { on, until }),
  clientReportedYou: (on: string, until: string) =>
    t("The client reported on {{on}} that you did not come. Agree or dispute it by {{until}}; without an answer they are refunded in full.", { on, until }),
  youMarkedAbsent: (on: string) => t("You marked the client absent on {{on}}: no refund.", { on }),
  markedAbsent: (on: string) => t("Marked absent by the professional on {{on}}: no refund.", { on }),
  get noShowAgreedClient() { return t("The professional agreed they did not come: refunded in full."); },
  get noShowAgreedPro() { return t("You agreed that you did not come: the client is refunded in full."); },
  get noShowLapsed() { return t("No answer in 72 hours: the client is refunded in full."); },
  get noShowDisputed() { return t("Disputed: with support."); },
  get noShowRefunded() { return t("Support decided: the client is refunded in full."); },
  get noShowNotRefunded() { return t("Support decided: nothing is refunded."); },
  get theReport() { return t("Report"); },
  get theAnswer() { return t("Answer"); },
  get supportNote() { return t("Support's note"); },
  // Moving an appointment
  get reschedule() { return t("Reschedule"); },
  get proposeTimes() { return t("Propose new times"); },
  get proposeTitle() { return t("Propose new times"); },
  get proposeNote() { return t("Up to three free times: each is held for the client until they answer."); },
  proposedTime: (n: number) => t("Time {{n}}", { n }),
  get proposalNote() { return t("Note to the client"); },
  get addTime() { return t("Add another time"); },
  get removeTime() { return t("Remove"); },
  get send() { return t("Send"); },
  get proposed() { return t("New times sent to the client"); },
  get proposalsTitle() { return t("The professional proposes new times"); },
  proposalsUntil: (when: string) => t("Held for you until {{when}}.", { when }),
  moveTo: (when: string) => t("Move to {{when}}", { when }),
  get declineProposals() { return t("Decline and cancel"); },
  get declineTitle() { return t("Decline the new times?"); },
  get declineText() { return t("The appointment is cancelled and refunded in full."); },
  get confirmDecline() { return t("Yes, decline"); },
  get declined() { return t("Appointment cancelled"); },
  get movedDone() { return t("Appointment moved"); },
  get waitingForClient() { return t("New times proposed: waiting for the client's answer."); },
  // Waitlists of full times (the professional's)
  waiting: (count: number) =>
    t("({{count}} waiting)", { count: count, defaultValue_one: "({{count}} waiting)", defaultValue_other: "({{count}} waiting)" }),
};

/** The status in words; an accepted, paid appointment reads "Paid". */
export const STATUS_TEXTS: Record<string, string> = {
  get pending() { return t("Pending"); },
  get accepted() { return t("Accepted"); },
  get rejected() { return t("Rejected"); },
  get reserved() { return t("Reserved"); },
  get awaiting_payment() { return t("Awaiting payment"); },
  get expired() { return t("Expired"); },
  get cancelled() { return t("Cancelled"); },
  get paid() { return t("Paid"); },
  get proposed() { return t("Proposed for a reschedule"); },
};

/** Shortcuts that open a new meeting in a new tab (for an Online session). */
export const MEETING_SHORTCUTS = [
  { name: "Google Meet", href: "https://meet.google.com/new" },
  { name: "Zoom", href: "https://zoom.us/start/videomeeting" },
  { name: "Microsoft Teams", href: "https://teams.microsoft.com/" },
] as const;
export const MAPS_SHORTCUT = "https://www.google.com/maps";

/** The server's limit of a message and a review, once trimmed. */
export const MESSAGE_MAX_LENGTH = 2000;

/** The server's limit of a no-show report or its answer, once trimmed. */
export const NO_SHOW_MAX_LENGTH = 500;

/** Placeholders while the first page, and a further page, load. */
export const FIRST_PAGE_SKELETONS = 3;
export const NEXT_PAGE_SKELETONS = 1;

export const MESSAGE_CREATED = "message.created";

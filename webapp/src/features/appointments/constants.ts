/** User-facing texts of both appointment lists, spelled as the spec spells them. */
export const APPOINTMENT_TEXTS = {
  title: "Your Appointment",
  professionalTitle: "Appointment",
  empty: "No Appoinments Booked",
  loading: "Please Wait...",
  date: "Date",
  session: "Session",
  time: "Time",
  type: "Type",
  status: "Status",
  price: "Price",
  phone: "Phone",
  reason: "Reason",
  payWithin: (left: string) => `Pay within ${left}`,
  refunded: (amount: string) => `Refunded ${amount}`,
  timeZone: (zone: string) => `Times in ${zone}`,
  // Filters
  filterDate: "Filter by date",
  filterTime: "Filter by time",
  done: "Done",
  clear: "Clear",
  filters: "Filter appointments",
  // The professional's decisions
  accept: "Accept Booking",
  reject: "Reject Booking",
  rejectPrompt: "Reason for rejecting this booking",
  rejectDefault: "Book another day and time",
  enterReason: "Enter a reason.",
  tryAgain: "Try Again...",
  accepted: "Booking accepted",
  rejected: "Booking rejected",
  // Reservations
  reserve: "Reserve Appointment",
  reserveTitle: "Reserve Appointment",
  reserveNote: "Block one place of your own times, so clients cannot book it.",
  reserveDate: "Date",
  reserveTime: "Time",
  reserveButton: "Reserve",
  selectTimeAndDate: "Select Time and Date",
  noTimes: "Slot Not Available",
  reservedSlot: "Reserved Slot",
  release: "Release",
  released: "Slot released",
  releasedNote: "Released: clients can book this time again.",
  reservedDone: "Slot reserved",
  // After payment
  paymentDetails: "Payment Details",
  paidAmount: (amount: string) => `The client paid ${amount}.`,
  meetingResponse: "Meeting Response",
  meetingShortcuts: "Start a new meeting",
  mapsShortcut: "Find a place on Google Maps",
  responseLabel: "Meeting Link, Location or Phone No",
  clientMessageLabel: "Your message",
  responseDetails: "Response Details",
  sendResponse: "Send Response",
  sending: "Please Wait...",
  reenterMessage: "Re-enter The Message",
  responseFailed: "Response Not Send.Try Again...",
  noMessages: "No messages yet.",
  you: "You",
  client: "Client",
  professional: "Professional",
  // The client's actions
  payNow: "Pay Now",
  writeFeedback: "Write Feedback",
  feedbackTitle: "Write Feedback",
  feedbackSubtitle: "Your review helps to new customer",
  feedbackLabel: "Review",
  addFeedback: "Add Feedback",
  enterFeedback: "Write your feedback.",
  feedbackSent: "Feedback Sended!",
  feedbackFailed: "Feedback Not Sended.Try Again...",
  yourFeedback: "Your feedback",
  addToCalendar: "Add to calendar",
  calendarFailed: "Try Again...",
  // Cancelling
  cancelBooking: "Cancel booking",
  cancelTitle: "Cancel this appointment?",
  cancelByClient: "The professional is told at once and the time is offered to others.",
  cancelPaidByClient: "You will be refunded in full through the payment service.",
  cancelByProfessional: "The client is told at once.",
  cancelPaidByProfessional: "The client is refunded in full through the payment service.",
  confirmCancel: "Yes, cancel",
  keep: "Keep it",
  cancelled: "Appointment cancelled",
  close: "Close",
  // Waitlists of full times (the professional's)
  waiting: (count: number) => `(${count} waiting)`,
} as const;

/** The status in words; an accepted, paid appointment reads "Paid". */
export const STATUS_TEXTS: Record<string, string> = {
  pending: "Pending",
  accepted: "Accepted",
  rejected: "Rejected",
  reserved: "Reserved",
  awaiting_payment: "Awaiting payment",
  expired: "Expired",
  cancelled: "Cancelled",
  paid: "Paid",
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

/** Placeholders while the first page, and a further page, load. */
export const FIRST_PAGE_SKELETONS = 3;
export const NEXT_PAGE_SKELETONS = 1;

export const MESSAGE_CREATED = "message.created";

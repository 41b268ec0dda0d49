/** The events screens' texts, spelled as the spec spells them (misspellings included). */
export const EVENT_TEXTS = {
  checkoutCancelled: "Transaction was cancelled.!",
  back: "Back",
  backToHome: "Back to home",
  share: "Share",
  shareUnsupported: "Web Share API is not supported in your browser.",
  free: "Free",
  bookEvent: "Book Event",
  bookNow: "Book Now",
  payNow: "Pay Now",
  pleaseWail: "Please Wail...",
  booked: "Event Booking Succesfull!",
  notBooked: "Event Booking Not Succesfull!",
  bookTitle: "Book Event",
  fullName: "Full Name",
  phone: "Phone",
  email: "Email",
  enterName: "Enter your name.",
  enterEmail: "Enter your e-mail address.",
  price: "Price",
  time: "Time",
  date: "Date",
  slots: "Slots",
  seatsLeft: "Seats left",
  unlimited: "Unlimited",
  soldOut: "Sold out",
  type: "Type",
  host: "Host",
  about: "About this event",
  myEvents: "My Events",
  eventDetails: "Event Details",
  noEventBooked: "No Event Booked",
  detailsSendingDate: "Event Details Sending Date",
  eventResponse: "Your event details",
  loading: "Loading...",
  noMoreData: "No more data to load.",
  dataNotFound: "Data Not Found",
  loadFailed: "Try Again Please...",
  resultsFor: (query: string) => `Webinars for "${query}"`,
  allWebinars: "Upcoming Webinars",
  holdNote: "This seat is held for you while you pay:",
  holdLapsed: "Your hold on this seat has lapsed. Please book again.",
  giveBack: "Give the seat back",
  seatGivenBack: "The seat is free for others again.",
  joinWaitlist: "Join waitlist",
  leaveWaitlist: "Leave waitlist",
  declineOffer: "Decline",
  waitlists: "Waitlists",
  inLine: (place: string) => `${place} in line`,
  joined: (place: string) => `You are on the waitlist: ${place} in line.`,
  left: "You left the waitlist.",
  declined: "The seat goes to the next in line.",
  offerNote: "A seat is held for you from the waitlist:",
  soldOutWaitlist: "Sold out. Join the waitlist and the next free seat is offered to you first.",
} as const;

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

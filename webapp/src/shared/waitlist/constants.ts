/** The texts of an appointment time's waitlist, worded as the webinars' waitlist words them. */
export const WAITLIST_TEXTS = {
  waitlists: "Waitlists",
  full: "Full",
  joinWaitlist: "Join waitlist",
  leaveWaitlist: "Leave waitlist",
  bookNow: "Book Now",
  declineOffer: "Decline",
  pleaseWait: "Please Wait...",
  fullNote: "This time is full. Join the waitlist and the next free place is offered to you first.",
  inLine: (place: string) => `${place} in line`,
  joined: (place: string) => `You are on the waitlist: ${place} in line.`,
  left: "You left the waitlist.",
  declined: "The place goes to the next in line.",
  offerNote: "A place is held for you from the waitlist:",
  offered: "Offered a place",
  /** A place taken from the waitlist with a professional paid later (the booking's words). */
  booked: "Booking Succesfull!",
} as const;

/** User-facing texts of the client's appointment list, spelled as the spec spells them. */
export const APPOINTMENT_TEXTS = {
  title: "Your Appointment",
  empty: "No Appoinments Booked",
  loading: "Please Wait...",
  date: "Date",
  session: "Session",
  time: "Time",
  type: "Type",
  status: "Status",
  price: "Price",
  payWithin: (left: string) => `Pay within ${left}`,
  timeZone: (zone: string) => `Times in ${zone}`,
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

/** Placeholders while the first page, and a further page, load. */
export const FIRST_PAGE_SKELETONS = 3;
export const NEXT_PAGE_SKELETONS = 1;

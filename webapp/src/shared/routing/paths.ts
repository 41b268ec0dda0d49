/**
 * Every page's address. The specification's spellings are part of its contract, misspellings
 * included (schedule, appointments, yourAppointments, bookAppointment): they are written here
 * and nowhere else in the web app. The server names the same pages in
 * platform/marketplace/routes.py; tests/platform/test_routes.py keeps the two the same.
 */
export const PATHS = {
  home: "/",
  signIn: "/signup",
  search: "/searchList",
  eventSearch: "/eventSearch",
  support: "/support",
  terms: "/terms",
  privacy: "/privacy",
  about: "/about",
  account: "/account",
  accountDevices: "/account/devices",
  accountData: "/account/data",
  complaints: "/complaints",
  editProfile: "/editProfile",
  schedule: "/shedule",
  appointments: "/appoinments",
  yourAppointments: "/yourAppoinments",
  bookAppointment: "/bookAppoinment",
  events: "/events",
  createEvent: "/createEvent",
  editEvent: "/editEvent",
  eventBookings: "/EventBookings",
  myEvents: "/myEvents",
  eventDetails: "/eventdetails",
  bookEvent: "/bookEvent",
  viewEvent: "/viewEvent",
  paymentDashboard: "/paymentDashboard",
  withdraw: "/withdraw",
  coupons: "/coupons",
  packages: "/packages",
  invoices: "/invoices",
} as const;

/** A route table's child path: the address without its leading slash. */
export function segment(path: string): string {
  return path.replace(/^\//, "");
}

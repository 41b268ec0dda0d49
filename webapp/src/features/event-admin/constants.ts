/** User-facing texts of the host's event screens, spelled as the spec spells them. */
export const EVENT_ADMIN_TEXTS = {
  // /events
  listTitle: "Events",
  createEvents: "Create Events",
  empty: "Creat A New Event",
  edit: "Edit",
  view: "View",
  bookings: "Bookings",
  date: "Date",
  time: "Time",
  slots: "Slots",
  booked: "Booked",
  waitlistTitle: (count: number) => `Waitlist (${count})`,
  offered: "Offered a seat",
  type: "Type",
  price: "Price",
  free: "Free",
  unlimited: "Unlimited",
  left: (left: number) => `${left} left`,
  soldOut: "Sold out",
  // /createEvent and /editEvent
  createTitle: "Create Event",
  editTitle: "Edit Event",
  titleLabel: "Title",
  shortDescriptionLabel: "Short Description",
  priceLabel: "Price",
  priceHint: "In rupees; 0 for a free event.",
  dateLabel: "Date",
  timeLabel: "Time",
  timePlaceholder: "10:00 AM - 11:00 AM",
  startLabel: "Start time",
  endLabel: "End time",
  slotsLabel: "Slots",
  slotsUnlimited: "Unlimited",
  slotsCustom: "Custom",
  slotsNumberLabel: "Number of slots",
  typeLabel: "Type",
  bannerLabel: "Banner image",
  bannerHint: "A .jpg, .jpeg or .png picture, at most 8 MB.",
  bannerWrongType: "Choose a .jpg, .jpeg or .png picture.",
  bannerTooBig: "The picture can be at most 8 MB.",
  descriptionLabel: "Description",
  responseLabel: "EventResponse",
  responseHint: "Optional: a meeting link, location or details sent to those who book.",
  editorLoading: "Loading editor...",
  create: "Create Event",
  save: "Save",
  saving: "Please Wait...",
  enterTitle: "Enter a title.",
  enterShortDescription: "Enter a short description.",
  enterPrice: "Enter a price (0 for a free event).",
  enterDate: "Choose a date.",
  enterTime: "Choose a start and an end time.",
  enterSeats: "Enter the number of slots.",
  loadFailed: "Try Again Please...",
  // Toasts
  toastWait: "please Wait...",
  toastSuccess: "Edited Succesfull!",
  toastError: "Try Again...",
  // /EventBookings
  bookingsTitle: "Event Bookings",
  searchLabel: "Search by phone",
  searchPlaceholder: "Phone number",
  downloadCsv: "Download CSV",
  name: "Name",
  email: "Email",
  phone: "Phone",
  noBookings: "Data Not Found",
  loading: "Loading...",
} as const;

/** Spec, constants: the event list loads debounced 500 ms; the bookings loader 100 ms. */
export const EVENT_LIST_DEBOUNCE_MS = 500;
export const BOOKINGS_DEBOUNCE_MS = 100;

/** The banner picker's types (spec: jpg, jpeg, png) and the server's limit. */
export const BANNER_ACCEPT = ".jpg,.jpeg,.png,image/png,image/jpeg";
export const BANNER_TYPES = ["image/png", "image/jpeg", "image/jpg"];
export const BANNER_MAX_BYTES = 8 * 1024 * 1024;

export const EVENT_TYPES = ["Online", "Offline"] as const;

/** Placeholders while the first page, and a further page, load. */
export const FIRST_PAGE_SKELETONS = 3;
export const NEXT_PAGE_SKELETONS = 1;

/** User-facing texts and limits of the schedule screen, spelled as the spec spells them. */
export const SCHEDULE_TEXTS = {
  title: "Add Schedule",
  subtitle: "The weekly times clients can book",
  startTime: "Start time",
  endTime: "End time",
  hour: "Hour",
  minutes: "Minutes",
  amPm: "AM / PM",
  days: "Days",
  daysNote: "Choose at least one day.",
  availableSlots: "Available Slots",
  addTime: "Add Time",
  save: "Save",
  pleaseWait: "Please Wait...",
  schedule: "Schedule",
  noSchedule: "Schedule Not Added",
  deleteTime: (text: string) => `Delete ${text}`,
  places: (count: number) => (count === 1 ? "1 place" : `${count} places`),
  sessionLength: "Session length",
  wholeTime: "The whole time",
  sessionMinutes: (count: number) => `${count} min`,
  sessions: (minutes: number) => `${minutes}-min sessions`,
  sessionTooLong: "A session must fit between the start and end times.",
  bufferBefore: "Buffer before each booking (minutes)",
  bufferAfter: "Buffer after each booking (minutes)",
  notice: "Minimum notice (hours)",
  dailyLimit: "Most bookings a day (empty: no limit)",
  daysOff: "Days off and other hours",
  daysOffNote:
    "Dates you take no bookings on, or take them in other hours than the week's: a day, or a range for a holiday. Times already booked on them stay; decide about them on your appointments page.",
  offKind: "On these dates",
  dayOff: "Day off",
  otherHours: "Other hours",
  offFrom: "Date",
  offTo: "Last date (for a range)",
  hoursRow: (number: number) => `Hours ${number}`,
  addHours: "Add hours",
  remove: "Remove",
  removeHours: (number: number) => `Remove hours ${number}`,
  addDayOff: "Add day off",
  addOtherHours: "Add other hours",
  noDaysOff: "No days off or other hours.",
  dayOffAdded: "Day off added",
  otherHoursAdded: "Other hours added",
  dayOffRemoved: "Day off removed",
  otherHoursRemoved: "Other hours removed",
  chooseDate: "Choose a date.",
  otherHoursText: (hours: string) => `Other hours: ${hours}`,
  bookedOnDayOff: (count: number) =>
    count === 1 ? "1 time is already booked on it:" : `${count} times are already booked on it:`,
  removeDayOff: (text: string) => `Remove day off ${text}`,
  removeOtherHours: (text: string) => `Remove other hours ${text}`,
  decideOnAppointments: "Decide about them in Appointments",
  duplicateTime: "This time is already in the list.",
  endAfterStart: "The end time must be after the start time.",
  placesRange: "Available Slots must be between 1 and 100.",
  bookingSettings: "Booking settings",
  timeZone: "Time zone",
  horizon: "Clients can book up to this many days ahead",
  horizonRange: "Clients can book between 1 and 365 days ahead.",
  unsaved: "Unsaved changes: press Save to publish them.",
  discard: "Discard changes",
  saved: "Schedule Added Successful!",
  notSaved: "Schedule Submit Not Successful",
  loadFailed: "Try Again Please...",
  retry: "Try again",
} as const;

/** The picker's choices (spec: hours 1 to 12, minutes in tens; its "60" is a defect). */
export const HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const MINUTES = [0, 10, 20, 30, 40, 50] as const;

/** The server's day names, shown on the toggles as the spec's two letters. */
export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Day = (typeof DAYS)[number];
export const DAY_LABELS: Record<Day, string> = {
  Mon: "Mo",
  Tue: "Tu",
  Wed: "We",
  Thu: "Th",
  Fri: "Fr",
  Sat: "Sa",
  Sun: "Su",
};
export const DAY_NAMES: Record<Day, string> = {
  Mon: "Monday",
  Tue: "Tuesday",
  Wed: "Wednesday",
  Thu: "Thursday",
  Fri: "Friday",
  Sat: "Saturday",
  Sun: "Sunday",
};

/** The browser storage key of the unsaved list (spec: "shedule"). */
export const DRAFT_KEY = "shedule";

/** A window split into sessions of these lengths (minutes); none: the whole time is one. */
export const SESSION_MINUTES = [15, 20, 30, 45, 60, 90] as const;
export const DEFAULT_NOTICE_HOURS = 2;

/** Rows of other hours one date (or range) may have. */
export const MAX_HOURS_ROWS = 10;

export const DEFAULT_PLACES = 1;
export const MIN_PLACES = 1;
export const MAX_PLACES = 100;
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
export const DEFAULT_HORIZON_DAYS = 60;
export const MIN_HORIZON_DAYS = 1;
export const MAX_HORIZON_DAYS = 365;

import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "schedule");

/** User-facing texts of the schedule screen, spelled as the spec spells them (translated when shown). */
export const SCHEDULE_TEXTS = {
  get title() { return t("Add Schedule"); },
  get subtitle() { return t("The weekly times clients can book"); },
  get startTime() { return t("Start time"); },
  get endTime() { return t("End time"); },
  get hour() { return t("Hour"); },
  get minutes() { return t("Minutes"); },
  get amPm() { return t("AM / PM"); },
  get am() { return t("AM"); },
  get pm() { return t("PM"); },
  get days() { return t("Days"); },
  get daysNote() { return t("Choose at least one day."); },
  get availableSlots() { return t("Available Slots"); },
  get addTime() { return t("Add Time"); },
  get save() { return t("Save"); },
  get pleaseWait() { return t("Please Wait..."); },
  get schedule() { return t("Schedule"); },
  get noSchedule() { return t("Schedule Not Added"); },
  deleteTime: (text: string) => t("Delete {{time}}", { time: text }),
  places: (count: number) =>
    t("{{count}} places", { count: count, defaultValue_one: "{{count}} place", defaultValue_other: "{{count}} places" }),
  get sessionLength() { return t("Session length"); },
  get wholeTime() { return t("The whole time"); },
  sessionMinutes: (minutes: number) => t("{{minutes}} min", { minutes }),
  sessions: (minutes: number) => t("{{minutes}}-min sessions", { minutes }),
  get sessionTooLong() { return t("A session must fit between the start and end times."); },
  get bufferBefore() { return t("Buffer before each booking (minutes)"); },
  get bufferAfter() { return t("Buffer after each booking (minutes)"); },
  get notice() { return t("Minimum notice (hours)"); },
  get dailyLimit() { return t("Most bookings a day (empty: no limit)"); },
  get rescheduleLimit() { return t("Reschedules a client may make"); },
  get rescheduleNotice() { return t("Reschedule up to (hours before; empty: the full-refund notice)"); },
  get daysOff() { return t("Days off and other hours"); },
  get daysOffNote() {
    return t(
      "Dates you take no bookings on, or take them in other hours than the week's: a day, or a range for a holiday. Times already booked on them stay; decide about them on your appointments page.",
    );
  },
  get offKind() { return t("On these dates"); },
  get dayOff() { return t("Day off"); },
  get otherHours() { return t("Other hours"); },
  get offFrom() { return t("Date"); },
  get offTo() { return t("Last date (for a range)"); },
  hoursRow: (number: number) => t("Hours {{number}}", { number }),
  get addHours() { return t("Add hours"); },
  get remove() { return t("Remove"); },
  removeHours: (number: number) => t("Remove hours {{number}}", { number }),
  get addDayOff() { return t("Add day off"); },
  get addOtherHours() { return t("Add other hours"); },
  get noDaysOff() { return t("No days off or other hours."); },
  get dayOffAdded() { return t("Day off added"); },
  get otherHoursAdded() { return t("Other hours added"); },
  get dayOffRemoved() { return t("Day off removed"); },
  get otherHoursRemoved() { return t("Other hours removed"); },
  get chooseDate() { return t("Choose a date."); },
  otherHoursText: (hours: string) => t("Other hours: {{hours}}", { hours }),
  bookedOnDayOff: (count: number) =>
    t("{{count}} times are already booked on it:", {
      // Written out: the extractor sees a plural only in `count: count`.
      count: count,
      defaultValue_one: "{{count}} time is already booked on it:",
      defaultValue_other: "{{count}} times are already booked on it:",
    }),
  removeDayOff: (text: string) => t("Remove day off {{dates}}", { dates: text }),
  removeOtherHours: (text: string) => t("Remove other hours {{dates}}", { dates: text }),
  get decideOnAppointments() { return t("Decide about them in Appointments"); },
  get duplicateTime() { return t("This time is already in the list."); },
  get endAfterStart() { return t("The end time must be after the start time."); },
  get placesRange() { return t("Available Slots must be between 1 and 100."); },
  get bookingSettings() { return t("Booking settings"); },
  get cancellationPolicy() { return t("Cancellation policy"); },
  get policyNote() {
    return t(
      "What a client's cancel gives back, by how long before the start it is made: the longest notice first. If you cancel or reject, the client always gets everything back.",
    );
  },
  tierHours: (number: number) => t("Tier {{number}}: at least this many hours before", { number }),
  tierPercent: (number: number) => t("Tier {{number}}: refund (%)", { number }),
  removeTier: (number: number) => t("Remove tier {{number}}", { number }),
  get addTier() { return t("Add tier"); },
  get clientsRead() { return t("Clients read:"); },
  get timeZone() { return t("Time zone"); },
  get horizon() { return t("Clients can book up to this many days ahead"); },
  get horizonRange() { return t("Clients can book between 1 and 365 days ahead."); },
  get unsaved() { return t("Unsaved changes: press Save to publish them."); },
  get discard() { return t("Discard changes"); },
  get saved() { return t("Schedule Added Successful!"); },
  get notSaved() { return t("Schedule Submit Not Successful"); },
  get loadFailed() { return t("Try Again Please..."); },
  get retry() { return t("Try again"); },
};

/** The picker's choices (spec: hours 1 to 12, minutes in tens; its "60" is a defect). */
export const HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const MINUTES = [0, 10, 20, 30, 40, 50] as const;

/** The server's day names, shown on the toggles as the spec's two letters. */
export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Day = (typeof DAYS)[number];
/** The spec's two letters of each day, on the toggles. */
export const DAY_LABELS: Record<Day, string> = {
  get Mon() { return t("Mo"); },
  get Tue() { return t("Tu"); },
  get Wed() { return t("We"); },
  get Thu() { return t("Th"); },
  get Fri() { return t("Fr"); },
  get Sat() { return t("Sa"); },
  get Sun() { return t("Su"); },
};
/** Each day's name, the toggles' accessible names. */
export const DAY_NAMES: Record<Day, string> = {
  get Mon() { return t("Monday"); },
  get Tue() { return t("Tuesday"); },
  get Wed() { return t("Wednesday"); },
  get Thu() { return t("Thursday"); },
  get Fri() { return t("Friday"); },
  get Sat() { return t("Saturday"); },
  get Sun() { return t("Sunday"); },
};
/** Each day's short name, as the list of times shows a time's days ("Mon Wed"). */
export const DAY_SHORT_NAMES: Record<Day, string> = {
  get Mon() { return t("Mon"); },
  get Tue() { return t("Tue"); },
  get Wed() { return t("Wed"); },
  get Thu() { return t("Thu"); },
  get Fri() { return t("Fri"); },
  get Sat() { return t("Sat"); },
  get Sun() { return t("Sun"); },
};

/** The browser storage key of the unsaved list (spec: "shedule"). */
export const DRAFT_KEY = "shedule";

/** A window split into sessions of these lengths (minutes); none: the whole time is one. */
export const SESSION_MINUTES = [15, 20, 30, 45, 60, 90] as const;
export const DEFAULT_NOTICE_HOURS = 2;
/** Today's rule, every professional's policy until they change it (profiles/models.py). */
export const DEFAULT_CANCELLATION_POLICY = [
  { hours: 24, percent: 100 },
  { hours: 0, percent: 0 },
] as const;
export const MAX_POLICY_TIERS = 5;
/** How many times a client may move one appointment, unless the professional says otherwise. */
export const DEFAULT_RESCHEDULE_LIMIT = 2;

/** Rows of other hours one date (or range) may have. */
export const MAX_HOURS_ROWS = 10;

export const DEFAULT_PLACES = 1;
export const MIN_PLACES = 1;
export const MAX_PLACES = 100;
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
export const DEFAULT_HORIZON_DAYS = 60;
export const MIN_HORIZON_DAYS = 1;
export const MAX_HORIZON_DAYS = 365;

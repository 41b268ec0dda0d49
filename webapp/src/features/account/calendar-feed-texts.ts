/** User-facing texts of the account screen's calendar feed. */
export const CALENDAR_FEED_TEXTS = {
  title: "Calendar feed",
  offTitle: "Subscribe in your calendar",
  offText:
    "See your appointments and webinars in Google Calendar, Apple Calendar or Outlook, kept up to date by itself. " +
    "Turn the feed on to get a private link to subscribe to.",
  turnOn: "Turn on calendar feed",
  onText:
    "Subscribe to this private link in your calendar app. Anyone with the link can see your appointments and webinars, " +
    "so keep it to yourself; reset it if it was shared.",
  help: "Google Calendar: Other calendars → From URL. Apple Calendar: File → New Calendar Subscription, or open the link below.",
  urlLabel: "Your calendar link",
  copy: "Copy",
  copied: "Link copied",
  copyFailed: "Select the link and copy it",
  open: "Open in calendar app",
  reset: "Reset link",
  resetTitle: "Reset the calendar link?",
  resetText:
    "The current link stops working at once: calendars subscribed to it stop updating until you subscribe to the new link.",
  confirmReset: "Reset link",
  keep: "Keep the link",
  resetDone: "New calendar link made",
  turnOff: "Turn off",
  turnedOff: "Calendar feed turned off",
  turnedOn: "Calendar feed turned on",
  loading: "Please Wait...",
} as const;

/** User-facing texts of the account screen's push notifications (per device) and notification settings. */
export const PUSH_TEXTS = {
  on: "Notifications on",
  turnOn: "Turn on notifications on this device",
  turnOff: "Turn off notifications on this device",
  working: "Please Wait...",
  turnedOn: "Notifications turned on for this device",
  turnedOff: "Notifications turned off for this device",
  hint: "New bookings, offers and messages reach this device even when the app is closed.",
  unsupported: "This browser cannot show notifications.",
  homeScreen:
    "This browser cannot show notifications. On iPhone, add this app to your Home Screen first (Share → Add to Home Screen) and open it from there.",
  blocked: "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  dismissed: "Notifications were not allowed. Try again and choose Allow.",
  noWorker:
    "The app is still loading, or this browser could not set it up for notifications. Reload the page and try again.",
  refused: "This browser's push service could not be reached. Please try again later.",
} as const;

export const PREFERENCE_TEXTS = {
  title: "Notification settings",
  inApp: "Always shown in the app.",
  choose: "Choose where else each kind reaches you; a change is saved at once.",
  push: "Push",
  sms: "SMS",
  email: "E-mail",
  kind: "Notification",
  pushNote: "Push reaches the devices where notifications are turned on, under Your devices.",
  smsNote:
    "Each SMS costs the platform money, so by default SMS is sent only for new bookings, reminders and waitlist offers.",
  saving: "Saving...",
  saved: "Saved",
  loading: "Please Wait...",
} as const;

import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "account");

/** User-facing texts of the account screen's push notifications (per device) and notification settings. */
export const PUSH_TEXTS = {
  get on() { return t("Notifications on"); },
  get turnOn() { return t("Turn on notifications on this device"); },
  get turnOff() { return t("Turn off notifications on this device"); },
  get working() { return t("Please Wait..."); },
  get turnedOn() { return t("Notifications turned on for this device"); },
  get turnedOff() { return t("Notifications turned off for this device"); },
  get hint() { return t("New bookings, offers and messages reach this device even when the app is closed."); },
  get unsupported() { return t("This browser cannot show notifications."); },
  get homeScreen() {
    return t(
      "This browser cannot show notifications. On iPhone, add this app to your Home Screen first (Share → Add to Home Screen) and open it from there.",
    );
  },
  get blocked() {
    return t("Notifications are blocked for this site. Allow them in your browser's site settings, then try again.");
  },
  get dismissed() { return t("Notifications were not allowed. Try again and choose Allow."); },
  get noWorker() {
    return t(
      "The app is still loading, or this browser could not set it up for notifications. Reload the page and try again.",
    );
  },
  get refused() { return t("This browser's push service could not be reached. Please try again later."); },
};

export const PREFERENCE_TEXTS = {
  get title() { return t("Notification settings"); },
  get inApp() { return t("Always shown in the app."); },
  get choose() { return t("Choose where else each kind reaches you; a change is saved at once."); },
  get push() { return t("Push"); },
  get sms() { return t("SMS"); },
  get email() { return t("E-mail"); },
  get kind() { return t("Notification"); },
  get pushNote() { return t("Push reaches the devices where notifications are turned on, under Your devices."); },
  get smsNote() {
    return t(
      "Each SMS costs the platform money, so by default SMS is sent only for new bookings, reminders and waitlist offers.",
    );
  },
  get saving() { return t("Saving..."); },
  get saved() { return t("Saved"); },
  get loading() { return t("Please Wait..."); },
};

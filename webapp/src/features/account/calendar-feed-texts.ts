import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "account");

/** User-facing texts of the account screen's calendar feed (translated when shown). */
export const CALENDAR_FEED_TEXTS = {
  get title() { return t("Calendar feed"); },
  get offTitle() { return t("Subscribe in your calendar"); },
  get offText() {
    return t(
      "See your appointments and webinars in Google Calendar, Apple Calendar or Outlook, kept up to date by itself. Turn the feed on to get a private link to subscribe to.",
    );
  },
  get turnOn() { return t("Turn on calendar feed"); },
  get onText() {
    return t(
      "Subscribe to this private link in your calendar app. Anyone with the link can see your appointments and webinars, so keep it to yourself; reset it if it was shared.",
    );
  },
  get help() {
    return t(
      "Google Calendar: Other calendars → From URL. Apple Calendar: File → New Calendar Subscription, or open the link below.",
    );
  },
  get urlLabel() { return t("Your calendar link"); },
  get copy() { return t("Copy"); },
  get copied() { return t("Link copied"); },
  get copyFailed() { return t("Select the link and copy it"); },
  get open() { return t("Open in calendar app"); },
  get reset() { return t("Reset link"); },
  get resetTitle() { return t("Reset the calendar link?"); },
  get resetText() {
    return t(
      "The current link stops working at once: calendars subscribed to it stop updating until you subscribe to the new link.",
    );
  },
  get confirmReset() { return t("Reset link"); },
  get keep() { return t("Keep the link"); },
  get resetDone() { return t("New calendar link made"); },
  get turnOff() { return t("Turn off"); },
  get turnedOff() { return t("Calendar feed turned off"); },
  get turnedOn() { return t("Calendar feed turned on"); },
  get loading() { return t("Please Wait..."); },
};

import { i18n } from "../../shared/i18n/i18n";

export const NOTIFICATION_CREATED = "notification.created";
export const NOTIFICATION_READ = "notification.read";
export const BOOKING_CREATED = "booking.created";

const t = i18n.getFixedT(null, "notifications");

/** The notifications' texts (translated when shown). */
export const NOTIFICATION_TEXTS = {
  unread: (count: number) =>
    t("{{count}} unread notifications", {
      count: count,
      defaultValue_one: "{{count}} unread notification",
      defaultValue_other: "{{count}} unread notifications",
    }),
};

/** Above this the badge reads "99+". */
export const BADGE_MAX = 99;

export const NOTIFICATION_CREATED = "notification.created";
export const BOOKING_CREATED = "booking.created";

export const NOTIFICATION_TEXTS = {
  unread: (count: number) => (count === 1 ? "1 unread notification" : `${count} unread notifications`),
} as const;

/** Above this the badge reads "99+". */
export const BADGE_MAX = 99;

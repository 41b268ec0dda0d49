export const NOTIFICATION_CREATED = "notification.created";
export const BOOKING_CREATED = "booking.created";

/**
 * Kinds of notification that come with a `booking.created` frame of their own: that frame
 * shows the toast, so the notification does not show a second one for the same booking.
 */
export const KINDS_TOASTED_BY_BOOKING_FRAME: ReadonlySet<string> = new Set(["booking", "payment"]);

/** The server's texts of the stored notifications (bookings/texts.py), for the live toast. */
export const NOTIFICATION_TEXTS = {
  newBooking: (name: string) => `New booking from ${name}`,
  newPaidBooking: (name: string) => `New paid booking from ${name}`,
  unread: (count: number) => (count === 1 ? "1 unread notification" : `${count} unread notifications`),
} as const;

/** Above this the badge reads "99+". */
export const BADGE_MAX = 99;

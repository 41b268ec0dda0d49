import toast from "react-hot-toast";
import { useSocketFrame } from "../../../shared/socket/socket";
import {
  BOOKING_CREATED,
  KINDS_TOASTED_BY_BOOKING_FRAME,
  NOTIFICATION_CREATED,
  NOTIFICATION_TEXTS as T,
} from "../constants";

/**
 * Shows live notifications as toasts, exactly one per event even if a frame is delivered twice:
 * a new booking reaches the professional both as `booking.created` and as the stored
 * notification's `notification.created`; the booking frame shows it. Renders nothing.
 */
export function LiveNotificationToasts() {
  useSocketFrame(NOTIFICATION_CREATED, (frame) => {
    const { id, kind, text } = frame.data ?? {};
    if (!text || KINDS_TOASTED_BY_BOOKING_FRAME.has(kind ?? "")) return;
    toast(text, { id: `notification-${id ?? text}` });
  });
  useSocketFrame(BOOKING_CREATED, (frame) => {
    const booking = frame.data;
    if (!booking) return;
    const text = booking.paid ? T.newPaidBooking(booking.client_name) : T.newBooking(booking.client_name);
    // A booking paid later is a second event of the same appointment: its own toast.
    toast(text, { id: `booking-${booking.appointment_id}-${booking.paid ? "paid" : "new"}` });
  });
  return null;
}

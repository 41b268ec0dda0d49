import toast from "react-hot-toast";
import { useSocketFrame } from "../../../shared/socket/socket";
import { NOTIFICATION_CREATED } from "../constants";

/**
 * Shows live notifications as toasts, exactly one per notification even if its frame is
 * delivered twice. Everything worth a toast (a new sign-in, a new or paid booking, "Your
 * booking was accepted", "New message from ...") is stored as a notification by the server,
 * so `notification.created` is the one source of toasts; the other frames only refresh what
 * is shown. Renders nothing.
 */
export function LiveNotificationToasts() {
  useSocketFrame(NOTIFICATION_CREATED, (frame) => {
    const { id, text } = frame.data ?? {};
    if (!text) return;
    toast(text, { id: `notification-${id ?? text}` });
  });
  return null;
}

import toast from "react-hot-toast";
import { useSocketFrame } from "../../../shared/socket/socket";
import { NOTIFICATION_CREATED } from "../constants";

/** Shows each live notification as a toast. Renders nothing. */
export function LiveNotificationToasts() {
  useSocketFrame(NOTIFICATION_CREATED, (frame) => {
    const text = frame.data?.text;
    // One toast per notification, even if a frame is delivered twice.
    if (text) toast(text, { id: `notification-${frame.data?.id ?? text}` });
  });
  return null;
}

import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { unreadCountQuery } from "../../../shared/notifications/unread-count";
import { PATHS } from "../../../shared/routing/paths";
import { BADGE_MAX, NOTIFICATION_TEXTS as T } from "../constants";
import "./unread-badge.css";

/** Where the notifications are listed (and, once shown there, marked read). */
const NOTIFICATIONS_PATH = PATHS.accountDevices;

/**
 * The count of unread notifications on the header's avatar, leading to the list; nothing
 * while there are none or the count is unknown. Live `notification.created` and
 * `notification.read` frames refresh it.
 */
export function UnreadBadge() {
  const { data } = useQuery(unreadCountQuery);
  const count = data?.count ?? 0;
  if (count <= 0) return null;
  return (
    <Link to={NOTIFICATIONS_PATH} className="unread-badge" aria-label={T.unread(count)}>
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </Link>
  );
}

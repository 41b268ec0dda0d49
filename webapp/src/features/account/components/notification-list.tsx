import { Link } from "react-router-dom";
import { formatDateTime } from "../../../shared/format/date-time";
import type { Notification } from "../api/types";
import { ACCOUNT_TEXTS as T } from "../constants";

interface NotificationListProps {
  items: Notification[];
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** The page a notification is about, when it is one of this app's own (never another site). */
export function appPath(path: string | null | undefined): string | null {
  return path && path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") ? path : null;
}

export function NotificationList({ items, hasNext, loading, onLoadMore }: NotificationListProps) {
  if (!loading && items.length === 0) return <p className="muted">{T.noNotifications}</p>;
  return (
    <>
      <ul className="notification-list">
        {items.map((item) => {
          const path = appPath(item.path);
          return (
            <li key={item.id} className={item.read ? "notification" : "notification unread"}>
              <p>{path ? <Link to={path}>{item.text}</Link> : item.text}</p>
              <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
            </li>
          );
        })}
      </ul>
      {hasNext && (
        <button
          type="button"
          className="button button-outline button-block"
          disabled={loading}
          onClick={onLoadMore}
        >
          {loading ? T.loading : T.loadMore}
        </button>
      )}
    </>
  );
}

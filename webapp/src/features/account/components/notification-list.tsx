import { formatDateTime } from "../../../shared/format/date-time";
import type { Notification } from "../api/types";
import { ACCOUNT_TEXTS as T } from "../constants";

interface NotificationListProps {
  items: Notification[];
  hasNext: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function NotificationList({ items, hasNext, loading, onLoadMore }: NotificationListProps) {
  if (!loading && items.length === 0) return <p className="muted">{T.noNotifications}</p>;
  return (
    <>
      <ul className="notification-list">
        {items.map((item) => (
          <li key={item.id} className={item.read ? "notification" : "notification unread"}>
            <p>{item.text}</p>
            <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </li>
        ))}
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

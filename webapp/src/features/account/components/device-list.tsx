import { useState } from "react";
import { IoNotificationsOutline } from "react-icons/io5";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import { formatDateTime } from "../../../shared/format/date-time";
import { describeUserAgent } from "../../../shared/format/user-agent";
import { revokeSession } from "../api/revoke-session";
import type { DeviceSession } from "../api/types";
import { ACCOUNT_TEXTS as T } from "../constants";
import { PUSH_TEXTS } from "../push-texts";
import { PushToggle } from "./push-toggle";

interface DeviceListProps {
  sessions: DeviceSession[];
  onChanged: () => void;
}

export function DeviceList({ sessions, onChanged }: DeviceListProps) {
  const [pendingId, setPendingId] = useState<number | null>(null);

  const signOut = async (id: number) => {
    if (pendingId !== null) return;
    setPendingId(id);
    try {
      await revokeSession(id);
      toast.success(T.signedOut);
      onChanged();
    } catch (cause) {
      toast.error(errorMessage(cause));
    } finally {
      setPendingId(null);
    }
  };

  // The current device first, then the most recently seen.
  const ordered = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.last_seen_at.localeCompare(a.last_seen_at),
  );

  return (
    <ul className="device-list">
      {ordered.map((session) => (
        <li key={session.id} className="device">
          <div className="device-info">
            <p className="device-name" title={session.user_agent}>
              {describeUserAgent(session.user_agent)}
              {session.current && <span className="badge">{T.thisDevice}</span>}
              {session.push && (
                <span className="badge badge-push">
                  <IoNotificationsOutline aria-hidden="true" />
                  {PUSH_TEXTS.on}
                </span>
              )}
            </p>
            <p className="device-dates">
              {T.created(formatDateTime(session.created_at))} · {T.lastSeen(formatDateTime(session.last_seen_at))}
            </p>
          </div>
          {session.current ? (
            <PushToggle onChanged={onChanged} />
          ) : (
            <button
              type="button"
              className="button button-outline button-small"
              disabled={pendingId !== null}
              onClick={() => void signOut(session.id)}
            >
              {pendingId === session.id ? T.signingOut : T.signOut}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

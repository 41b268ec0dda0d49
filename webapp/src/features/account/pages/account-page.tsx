import { useEffect } from "react";
import { useAsyncData } from "../../../shared/hooks/use-async-data";
import { getMe } from "../../../shared/session/api/get-me";
import { useSession } from "../../../shared/session/session-store";
import { useOnReconnect, useSocketFrame } from "../../../shared/socket/socket";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { listSessions } from "../api/list-sessions";
import { DeviceList } from "../components/device-list";
import { NotificationList } from "../components/notification-list";
import { ProfileSummary } from "../components/profile-summary";
import { ACCOUNT_TEXTS as T } from "../constants";
import { useNotifications } from "../hooks/use-notifications";
import "./account-page.css";

/** For now: who is signed in, on which devices, and their notifications. */
export function AccountPage() {
  const me = useAsyncData(getMe);
  const sessions = useAsyncData(listSessions);
  const notifications = useNotifications();
  const setUser = useSession((s) => s.setUser);
  const user = me.data;

  useEffect(() => {
    if (user) setUser(user);
  }, [user, setUser]);

  const refetchAll = () => {
    me.reload();
    sessions.reload();
    notifications.reload();
  };
  // The socket carries hints: after a reconnect, fetch what may have been missed.
  useOnReconnect(refetchAll);
  useSocketFrame("notification.created", () => {
    sessions.reload();
    notifications.reload();
  });

  return (
    <Page>
      <h1 className="page-title">{T.title}</h1>
      {user ? <ProfileSummary user={user} /> : <Placeholder loading={me.loading} />}
      <FormMessage text={me.error} />

      <h2 className="section-title">{T.devices}</h2>
      <section className="card">
        {sessions.data ? (
          <DeviceList sessions={sessions.data} onChanged={sessions.reload} />
        ) : (
          <Placeholder loading={sessions.loading} />
        )}
        <FormMessage text={sessions.error} />
      </section>

      <h2 className="section-title">{T.notifications}</h2>
      <section className="card">
        <NotificationList
          items={notifications.items}
          hasNext={notifications.hasNext}
          loading={notifications.loading}
          onLoadMore={notifications.loadMore}
        />
        <FormMessage text={notifications.error} />
      </section>
    </Page>
  );
}

function Placeholder({ loading }: { loading: boolean }) {
  return loading ? <div className="skeleton" aria-busy="true" aria-label={T.loading} /> : null;
}

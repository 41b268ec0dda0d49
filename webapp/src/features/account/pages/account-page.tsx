import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessage } from "../../../shared/api/api-error";
import { meQuery } from "../../../shared/session/me-query";
import { useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { DeviceList } from "../components/device-list";
import { NotificationList } from "../components/notification-list";
import { NotificationPreferences } from "../components/notification-preferences";
import { ProfileSummary } from "../components/profile-summary";
import { ACCOUNT_TEXTS as T } from "../constants";
import { useDeviceSessions } from "../hooks/use-device-sessions";
import { useMarkShownRead } from "../hooks/use-mark-shown-read";
import { useNotifications } from "../hooks/use-notifications";
import "./account-page.css";

/**
 * For now: who is signed in, on which devices, and their notifications. Socket reconnects and
 * `notification.created` frames refresh these lists through the query cache (see app/).
 */
export function AccountPage() {
  const me = useQuery(meQuery);
  const devices = useDeviceSessions();
  const notifications = useNotifications();
  useMarkShownRead(notifications.items);
  const setUser = useSession((s) => s.setUser);
  const user = me.data;

  useEffect(() => {
    if (user) setUser(user);
  }, [user, setUser]);

  return (
    <Page>
      <h1 className="page-title">{T.title}</h1>
      {user ? <ProfileSummary user={user} /> : <Placeholder loading={me.isPending} />}
      <FormMessage text={me.error ? errorMessage(me.error) : null} />

      <h2 className="section-title">{T.devices}</h2>
      <section className="card">
        {devices.sessions ? (
          <DeviceList sessions={devices.sessions} onChanged={devices.reload} />
        ) : (
          <Placeholder loading={devices.loading} />
        )}
        <FormMessage text={devices.error} />
      </section>

      <NotificationPreferences />

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

import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { accountKeys } from "../features/account/api/query-keys";
import { appointmentKeys } from "../features/appointments/api/query-keys";
import { couponKeys } from "../features/coupons/api/query-keys";
import { COUPONS_CHANGED } from "../features/coupons/live-frames";
import { MESSAGE_CREATED } from "../features/appointments/constants";
import { WAITLIST_CHANGED } from "../features/appointments/live-frames";
import { earningsKeys } from "../features/earnings/api/query-keys";
import { eventAdminKeys } from "../features/event-admin/api/query-keys";
import { eventKeys } from "../features/events/api/query-keys";
import { EVENT_SEATS } from "../features/events/constants";
import { EARNINGS_CHANGED, WITHDRAWAL_UPDATED } from "../features/earnings/live-frames";
import { BOOKING_CREATED, NOTIFICATION_CREATED, NOTIFICATION_READ } from "../features/notifications/constants";
import { PACKAGES_CHANGED, packageKeys } from "../shared/packages/api";
import { unreadCountQuery } from "../shared/notifications/unread-count";
import { timeWaitKeys } from "../shared/waitlist/api";
import { useInvalidateOnReconnect } from "../shared/query/use-invalidate-on-reconnect";
import { useSession } from "../shared/session/session-store";
import { useSocketFrame } from "../shared/socket/socket";

/**
 * Live frames are hints that cached server data changed; the cache stays the one source of
 * truth. Shown queries refetch at once, hidden ones when next shown.
 */
export function useLiveQueryUpdates(): void {
  const queryClient = useQueryClient();
  useInvalidateOnReconnect();
  // A notification (e.g. "New sign-in to your account") may come with a new device session.
  useSocketFrame(NOTIFICATION_CREATED, () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.notifications() });
    void queryClient.invalidateQueries({ queryKey: accountKeys.deviceSessions() });
    void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
    // A seat of the host's webinar was paid (hosts hear of it only as a notification).
    void queryClient.invalidateQueries({ queryKey: earningsKeys.all() });
    // A seat offered from a waitlist: the booker's places in line and their events.
    void queryClient.invalidateQueries({ queryKey: eventKeys.waits() });
    // A place offered from the waitlist of a full appointment time: the client's places in line.
    void queryClient.invalidateQueries({ queryKey: timeWaitKeys.mine() });
  });
  // The list was opened on one of the user's devices (this one too): the badge clears. The
  // list itself keeps its "new" looks until next loaded.
  useSocketFrame(NOTIFICATION_READ, () => void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey }));
  // A line for a full appointment time moved: the places in line of those in it, and the
  // professional's lines.
  useSocketFrame(WAITLIST_CHANGED, () => void queryClient.invalidateQueries({ queryKey: timeWaitKeys.all }));
  // An appointment of this user was booked, paid, accepted, rejected, expired...: the lists
  // that show it (the client's, and the professional's once it exists) refetch.
  const refreshAppointments = () =>
    void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
  useSocketFrame("booking.updated", refreshAppointments);
  useSocketFrame(BOOKING_CREATED, refreshAppointments);
  // A message joins an open thread in place (appointments' own hook); lists not on screen
  // refetch when next shown.
  useSocketFrame(MESSAGE_CREATED, refreshAppointments);
  // A payment or a refund changes the professional's earnings and balances; a withdrawal was
  // paid or failed: the earnings summary and the payment history refetch.
  const refreshEarnings = () => void queryClient.invalidateQueries({ queryKey: earningsKeys.all() });
  useSocketFrame("booking.updated", refreshEarnings);
  useSocketFrame(BOOKING_CREATED, refreshEarnings);
  useSocketFrame(WITHDRAWAL_UPDATED, refreshEarnings);
  // A refund is booked once the gateway has it, after the cancel's booking.updated.
  useSocketFrame(EARNINGS_CHANGED, refreshEarnings);
  // A seat of the host's own webinar was booked, held, given back or lapsed (on their own
  // topic; an event page's watchers hear it on `event:<id>`): their list of events, with its
  // seats booked and left, and who booked refetch.
  useSocketFrame(EVENT_SEATS, ({ topic }) => {
    if (topic?.startsWith("user:")) void queryClient.invalidateQueries({ queryKey: eventAdminKeys.all() });
  });
  // A booking took or gave back a use of one of the professional's codes: their coupons page.
  useSocketFrame(COUPONS_CHANGED, () => void queryClient.invalidateQueries({ queryKey: couponKeys.all() }));
  // A package made, bought, or a credit spent or given back: the professional's Packages page
  // and the client's balances refetch.
  useSocketFrame(PACKAGES_CHANGED, () => void queryClient.invalidateQueries({ queryKey: packageKeys.all() }));
  useCacheFollowsSession(queryClient);
}

/**
 * Another user's answers must never show after a sign-out or a sign-in on this device. The
 * store subscription runs at the moment the token changes, before the next screen renders.
 */
function useCacheFollowsSession(queryClient: QueryClient): void {
  useEffect(
    () =>
      useSession.subscribe((next, previous) => {
        if (next.token !== previous.token) queryClient.clear();
      }),
    [queryClient],
  );
}

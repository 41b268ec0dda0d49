// @vitest-environment jsdom
import { QueryClientProvider, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountPage } from "../features/account/pages/account-page";
import { appointmentKeys } from "../features/appointments/api/query-keys";
import { earningsKeys } from "../features/earnings/api/query-keys";
import { eventAdminKeys } from "../features/event-admin/api/query-keys";
import { unreadCountQuery } from "../shared/notifications/unread-count";
import { timeWaitKeys } from "../shared/waitlist/api";
import { useSession } from "../shared/session/session-store";
import { socketStore } from "../shared/socket/socket";
import { createTestQueryClient } from "../shared/testing/query-wrapper";
import { useLiveQueryUpdates } from "./live-query-updates";

class FakeWebSocket {
  static last: FakeWebSocket;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send() {}
  close() {}
}

function LiveUpdates({ children }: { children: ReactNode }) {
  useLiveQueryUpdates();
  return children;
}

function serve() {
  const hits: string[] = [];
  let notices = 0;
  const json = (body: unknown) => new Response(JSON.stringify(body));
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit = {}) => {
    if (init.method === "POST") return json({ count: 0 }); // marking the shown ones read
    if (url === "/api/v1/calendar/feed") return json(null); // the account page's feed, off
    if (url === "/api/v1/auth/push") return json({ public_key: "AQID", subscribed: false }); // no pushes here
    if (url === "/api/v1/notifications/preferences") return json([]); // the notification settings
    hits.push(url);
    if (url === "/api/v1/auth/me") return json({ id: 7, name: "Asha Rao", first_name: "Asha", last_name: "Rao", username: "asha", phone: "+919876543210", image: null });
    if (url === "/api/v1/auth/sessions") return json([]);
    notices += 1;
    return json({ items: [{ id: notices, kind: "sign_in", text: `Notice ${notices}`, created_at: "2025-01-06T10:00:00Z", read: false }], page: 1, has_next: false });
  }));
  return hits;
}

function renderAccount() {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: "/", element: <AccountPage /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <LiveUpdates>
        <RouterProvider router={router} />
      </LiveUpdates>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe("useLiveQueryUpdates", () => {
  beforeEach(() => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    useSession.setState({ token: "tok", user: null });
  });
  afterEach(() => {
    socketStore.getState().disconnect();
    socketStore.setState({ connectedEpoch: 0 }); // the next test's first connect is not a reconnect
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("refetches the notifications and devices on a notification.created frame", async () => {
    const hits = serve();
    renderAccount();
    await screen.findByText("@asha");
    await waitFor(() => expect(hits).toHaveLength(3));
    socketStore.getState().connect(null);
    const frame = { type: "notification.created", topic: "user:7", data: { id: 9, kind: "sign_in", text: "New sign-in to your account", created_at: "" } };
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
      FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) });
    });
    await waitFor(() => expect(hits.slice(3).sort()).toEqual(["/api/v1/auth/sessions", "/api/v1/notifications?page=1"]));
    expect(await screen.findByText("Notice 2")).toBeTruthy();
  });

  it("forgets every cached answer when the session changes", async () => {
    serve();
    const queryClient = renderAccount();
    await screen.findByText("@asha");
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    act(() => useSession.getState().clear());
    expect(queryClient.getQueryCache().getAll().filter((query) => query.state.data !== undefined)).toEqual([]);
  });

  it("refetches the unread count on notification.created and .read, and the appointments on booking frames", async () => {
    const hits: string[] = [];
    let count = 0;
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      hits.push(url);
      const body = url.startsWith("/api/v1/notifications/unread-count")
        ? { count: ++count }
        : { items: [], page: 1, has_next: false };
      return new Response(JSON.stringify(body));
    }));
    const queryClient = createTestQueryClient();
    function Watch() {
      useQuery(unreadCountQuery);
      useInfiniteQuery({
        queryKey: appointmentKeys.mine(),
        queryFn: () => fetch("/api/v1/appointments/mine?page=1").then((r) => r.json()),
        initialPageParam: 1,
        getNextPageParam: () => undefined,
      });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LiveUpdates>
          <Watch />
        </LiveUpdates>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hits).toHaveLength(2));
    socketStore.getState().connect(null);
    const send = (frame: unknown) =>
      act(() => FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) }));
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
    });
    send({ type: "notification.created", topic: "user:7", data: { id: 9, kind: "booking", text: "New booking from Ravi", created_at: "" } });
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ count: 2 }));
    // The list was opened on another device: the badge refetches (and clears there).
    send({ type: "notification.read", topic: "user:7", data: { up_to: 9 } });
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ count: 3 }));
    const listFetches = () => hits.filter((hit) => hit.startsWith("/api/v1/appointments/mine")).length;
    expect(listFetches()).toBe(1);
    send({ type: "booking.updated", topic: "user:7", data: { appointment_id: 4, status: "expired", paid: false } });
    await waitFor(() => expect(listFetches()).toBe(2));
    send({ type: "booking.created", topic: "user:7", data: { appointment_id: 5, client_name: "Ravi", plan_name: "Call", starts_at: "", status: "pending", paid: false } });
    await waitFor(() => expect(listFetches()).toBe(3));
  });

  it("refetches the earnings summary and payment history on withdrawal and booking frames", async () => {
    const hits: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      hits.push(url);
      return new Response(JSON.stringify(url.endsWith("/summary") ? { today_paise: hits.length } : { items: [], page: 1, has_next: false }));
    }));
    const queryClient = createTestQueryClient();
    function Watch() {
      useQuery({ queryKey: earningsKeys.summary(), queryFn: () => fetch("/api/v1/earnings/summary").then((r) => r.json()) });
      useInfiniteQuery({
        queryKey: earningsKeys.withdrawals(),
        queryFn: () => fetch("/api/v1/earnings/withdrawals?page=1").then((r) => r.json()),
        initialPageParam: 1,
        getNextPageParam: () => undefined,
      });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LiveUpdates>
          <Watch />
        </LiveUpdates>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hits).toHaveLength(2));
    socketStore.getState().connect(null);
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
    });
    const send = (frame: unknown) => act(() => FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) }));
    const fetchesOf = (path: string) => hits.filter((hit) => hit.startsWith(`/api/v1/earnings/${path}`)).length;
    const frames = [
      { type: "withdrawal.updated", topic: "user:7", data: { withdrawal_id: 3, status: "paid", amount_paise: 15000, balance: "booking", reference: "UTR1", reason: "" } },
      { type: "booking.updated", topic: "user:7", data: { appointment_id: 4, status: "cancelled", paid: true } },
      { type: "booking.created", topic: "user:7", data: { appointment_id: 5, client_name: "Ravi", plan_name: "Call", starts_at: "", status: "pending", paid: true } },
    ];
    for (const [index, frame] of frames.entries()) {
      send(frame);
      await waitFor(() => expect([fetchesOf("summary"), fetchesOf("withdrawals")]).toEqual([index + 2, index + 2]));
    }
  });

  it("refetches the host's events and who booked on event.seats to their own topic only", async () => {
    const hits: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      hits.push(url);
      return new Response(JSON.stringify({ items: [], page: 1, has_next: false }));
    }));
    const queryClient = createTestQueryClient();
    function Watch() {
      for (const [key, url] of [[eventAdminKeys.mine(), "/api/v1/events/mine?page=1"], [eventAdminKeys.bookers(5), "/api/v1/events/5/bookings?page=1"]] as const) {
        // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list of two
        useInfiniteQuery({ queryKey: key, queryFn: () => fetch(url).then((r) => r.json()), initialPageParam: 1, getNextPageParam: () => undefined });
      }
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LiveUpdates>
          <Watch />
        </LiveUpdates>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hits).toHaveLength(2));
    socketStore.getState().connect(null);
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
    });
    const send = (frame: unknown) => act(() => FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) }));
    const seats = { event_id: 5, seats: 10, left: 9, booked: 1 };
    send({ type: "event.seats", topic: "event:5", seq: 1, data: seats });
    send({ type: "event.seats", topic: "user:7", data: seats });
    await waitFor(() => expect(hits.slice(2).sort()).toEqual(["/api/v1/events/5/bookings?page=1", "/api/v1/events/mine?page=1"]));
  });

  it("refetches the places in line for full times and the professional's lines on waitlist.changed; the places on a notification", async () => {
    const hits: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      hits.push(url);
      return new Response(JSON.stringify(url.endsWith("unread-count") ? { count: 0 } : []));
    }));
    const queryClient = createTestQueryClient();
    function Watch() {
      useQuery({ queryKey: timeWaitKeys.mine(), queryFn: () => fetch("/api/v1/appointments/waitlist").then((r) => r.json()) });
      useQuery({ queryKey: timeWaitKeys.lines(), queryFn: () => fetch("/api/v1/appointments/waitlists").then((r) => r.json()) });
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LiveUpdates>
          <Watch />
        </LiveUpdates>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hits).toHaveLength(2));
    socketStore.getState().connect(null);
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
    });
    const send = (frame: unknown) => act(() => FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) }));
    const fetchesOf = (path: string) => hits.filter((hit) => hit === `/api/v1/appointments/${path}`).length;
    send({ type: "waitlist.changed", topic: "user:7", data: { line: "11@2025-03-04@10:30" } });
    await waitFor(() => expect([fetchesOf("waitlist"), fetchesOf("waitlists")]).toEqual([2, 2]));
    send({ type: "notification.created", topic: "user:7", data: { id: 9, kind: "waitlist", text: "A place is free for you", created_at: "" } });
    await waitFor(() => expect(fetchesOf("waitlist")).toBe(3));
    expect(fetchesOf("waitlists")).toBe(2);
  });
});

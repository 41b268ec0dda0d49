// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { socketStore } from "../../../shared/socket/socket";
import { ACCOUNT_TEXTS as T } from "../constants";
import { AccountPage } from "./account-page";
import { unreadCountQuery } from "../../../shared/notifications/unread-count";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

const me = { id: 7, name: "Asha Rao", first_name: "Asha", last_name: "Rao", username: "asha", phone: "+919876543210", image: null };
const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

function serve() {
  let sessions = [
    { id: 1, user_agent: chrome, created_at: "2025-01-05T10:00:00Z", last_seen_at: "2025-01-06T10:00:00Z", current: true },
    { id: 2, user_agent: firefox, created_at: "2025-01-01T10:00:00Z", last_seen_at: "2025-01-02T10:00:00Z", current: false },
  ];
  const hits: string[] = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit) => {
    hits.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ""}`);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url === "/api/v1/auth/me") return json(me);
    if (url === "/api/v1/auth/sessions") return json(sessions);
    if (url === "/api/v1/auth/sessions/2") {
      sessions = sessions.filter((s) => s.id !== 2);
      return new Response(null, { status: 204 });
    }
    if (url === "/api/v1/notifications/read") return json({ count: 1 });
    if (url === "/api/v1/calendar/feed") return json(null);
    if (url === "/api/v1/auth/push") return json({ public_key: "AQID", subscribed: false });
    if (url === "/api/v1/notifications/preferences") return json([{ kind: "booking", label: "New bookings", about: "Someone booked your time or your webinar.", push: true, sms: true, email: true }]);
    if (url.startsWith("/api/v1/notifications")) {
      return json({ items: [{ id: 3, kind: "sign_in", text: "New sign-in to your account", created_at: "2025-01-06T10:00:00Z", read: false }], page: 1, has_next: false });
    }
    return json({ message: "Not found" }, 404);
  }));
  return hits;
}

describe("AccountPage", () => {
  beforeEach(() => useSession.setState({ token: "tok", user: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    socketStore.setState({ connectedEpoch: 0 });
  });

  it("shows the user, the devices and the notifications, and signs another device out", async () => {
    const hits = serve();
    renderWithQuery(<RouterProvider router={createMemoryRouter([{ path: "/", element: <AccountPage /> }])} />);
    expect(await screen.findByText("@asha")).toBeTruthy();
    expect(screen.getByText("+91 98765 43210")).toBeTruthy();
    expect(await screen.findByText(T.thisDevice)).toBeTruthy();
    expect(screen.getByText("Firefox on Windows")).toBeTruthy();
    expect(await screen.findByText("New sign-in to your account")).toBeTruthy();
    expect(useSession.getState().user).toEqual(me);
    expect(await screen.findByRole("checkbox", { name: "Push New bookings" })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: T.signOut })));
    expect(hits).toContain("DELETE /api/v1/auth/sessions/2");
    await waitFor(() => expect(screen.queryByText("Firefox on Windows")).toBeNull());
  });

  it("refetches after a socket reconnect, not after the first connect", async () => {
    const hits = serve();
    renderWithQuery(<RouterProvider router={createMemoryRouter([{ path: "/", element: <AccountPage /> }])} />);
    await screen.findByText("@asha");
    const reads = () => hits.filter((hit) => hit.startsWith("GET"));
    // Who, devices, notifications, their preferences, Web Push (the calendar feed is on /account).
    await waitFor(() => expect(reads()).toHaveLength(5));
    act(() => socketStore.setState({ connectedEpoch: 1 }));
    expect(reads()).toHaveLength(5);
    act(() => socketStore.setState({ connectedEpoch: 2 }));
    await waitFor(() => expect(reads()).toHaveLength(10));
  });

  it("reads a list of 13 unread showing 10 up to its newest, so the header's badge clears", async () => {
    const hits: string[] = [];
    const items = Array.from({ length: 10 }, (_, n) => ({ id: 13 - n, kind: "update", text: `News ${13 - n}`, created_at: "2025-01-06T10:00:00Z", read: false }));
    vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit) => {
      hits.push(`${init.method} ${url}${init.body ? ` ${String(init.body)}` : ""}`);
      const json = (body: unknown) => new Response(JSON.stringify(body));
      if (url === "/api/v1/notifications/read") return json({ count: 0 });
      if (url === "/api/v1/notifications?page=1") return json({ items, page: 1, has_next: true });
      if (url === "/api/v1/notifications/preferences" || url === "/api/v1/auth/sessions") return json([]);
      if (url === "/api/v1/auth/me") return json(me);
      return json(null);
    }));
    const { queryClient } = renderWithQuery(
      <RouterProvider router={createMemoryRouter([{ path: "/", element: <AccountPage /> }])} />,
    );
    queryClient.setQueryData(unreadCountQuery.queryKey, { count: 13 });
    expect(await screen.findByText("News 13")).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ count: 0 }));
    expect(hits.filter((hit) => hit.startsWith("POST"))).toEqual(['POST /api/v1/notifications/read {"up_to":13}']);
  });

  it("marks the listed unread notifications read once, and gives the header's badge the count left", async () => {
    const hits = serve();
    const { queryClient } = renderWithQuery(
      <RouterProvider router={createMemoryRouter([{ path: "/", element: <AccountPage /> }])} />,
    );
    queryClient.setQueryData(unreadCountQuery.queryKey, { count: 2 });
    expect(await screen.findByText("New sign-in to your account")).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryData(unreadCountQuery.queryKey)).toEqual({ count: 1 }));
    expect(hits.filter((hit) => hit.startsWith("POST"))).toEqual(['POST /api/v1/notifications/read {"up_to":3}']);
    // Still shown as new on this visit, so the reader sees which ones arrived.
    expect(screen.getByText("New sign-in to your account").closest("li")?.className).toContain("unread");
    act(() => socketStore.setState({ connectedEpoch: 1 }));
    act(() => socketStore.setState({ connectedEpoch: 2 }));
    await waitFor(() => expect(hits.filter((hit) => hit.startsWith("GET"))).toHaveLength(10));
    expect(hits.filter((hit) => hit.startsWith("POST"))).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountPage } from "../features/account/pages/account-page";
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
  vi.stubGlobal("fetch", vi.fn(async (url: string) => {
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
});

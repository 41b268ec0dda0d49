// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { base64UrlToBytes } from "../../../shared/push/push-subscription";
import { fakeApi, json, sentBodies } from "../../../shared/testing/fake-api";
import { FAKE_ENDPOINT, FAKE_KEYS, installFakePush, restoreFakePush } from "../../../shared/testing/fake-push";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { DeviceSession } from "../api/types";
import { PUSH_TEXTS as T } from "../push-texts";
import { DeviceList } from "./device-list";

const SERVER_KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0";

const device = (fields: Partial<DeviceSession>): DeviceSession => ({
  id: 1,
  user_agent: chrome,
  created_at: "2025-01-05T10:00:00Z",
  last_seen_at: "2025-01-06T10:00:00Z",
  current: true,
  push: false,
  ...fields,
});

/** The server: this device subscribed or not; PUT answers `putAnswer` (204 unless told). */
function serve(subscribed: boolean, putAnswer: () => Response = () => new Response(null, { status: 204 })) {
  const fetchMock = vi.fn(
    fakeApi({
      "GET /auth/push": json({ public_key: SERVER_KEY, subscribed }),
      "PUT /auth/push": putAnswer,
      "DELETE /auth/push": () => new Response(null, { status: 204 }),
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderDevices(sessions: DeviceSession[]) {
  const onChanged = vi.fn();
  renderWithQuery(<DeviceList sessions={sessions} onChanged={onChanged} />);
  return onChanged;
}

const toasts = () => renderHook(() => useToasterStore()).result;

describe("DeviceList's push notifications", () => {
  beforeEach(() => act(() => toast.remove()));
  afterEach(() => {
    cleanup();
    restoreFakePush();
  });

  it("marks each device that takes pushes", async () => {
    serve(false);
    installFakePush();
    renderDevices([device({ id: 1 }), device({ id: 2, current: false, user_agent: firefox, push: true })]);
    const marker = await screen.findByText(T.on);
    expect(marker.closest("li")?.textContent).toContain("Firefox on Windows");
    expect(screen.getAllByText(T.on)).toHaveLength(1);
  });

  it("turns notifications on: permission, a subscription with the server's key, then PUT", async () => {
    const fetchMock = serve(false);
    const push = installFakePush();
    const onChanged = renderDevices([device({})]);
    const shown = toasts();
    const button = await screen.findByRole("button", { name: T.turnOn });
    await act(async () => fireEvent.click(button));
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const key = push.pushManager.subscribe.mock.calls[0][0].applicationServerKey as Uint8Array;
    expect(Array.from(key)).toEqual(Array.from(base64UrlToBytes(SERVER_KEY)));
    expect(sentBodies(fetchMock, "PUT", "/auth/push")).toEqual([{ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }]);
    expect(await screen.findByRole("button", { name: T.turnOff })).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain(T.turnedOn));
  });

  it("stores the browser's subscription again when the server has none (signed in again)", async () => {
    const fetchMock = serve(false);
    const push = installFakePush({ permission: "granted", existingKey: base64UrlToBytes(SERVER_KEY) });
    renderDevices([device({})]);
    const button = await screen.findByRole("button", { name: T.turnOn });
    await act(async () => fireEvent.click(button));
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(sentBodies(fetchMock, "PUT", "/auth/push")).toEqual([{ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }]);
    expect(await screen.findByRole("button", { name: T.turnOff })).toBeTruthy();
  });

  it("says how to allow notifications when the browser blocks them, and stores nothing", async () => {
    const fetchMock = serve(false);
    installFakePush({ answer: "denied" });
    renderDevices([device({})]);
    const button = await screen.findByRole("button", { name: T.turnOn });
    await act(async () => fireEvent.click(button));
    expect((await screen.findByRole("alert")).textContent).toBe(T.blocked);
    expect(sentBodies(fetchMock, "PUT", "/auth/push")).toEqual([]);
    expect(screen.getByRole("button", { name: T.turnOn })).toBeTruthy();
  });

  it("says at once when the site was blocked before", async () => {
    serve(false);
    installFakePush({ permission: "denied" });
    renderDevices([device({})]);
    expect(await screen.findByText(T.blocked)).toBeTruthy();
    expect(screen.queryByText(T.hint)).toBeNull();
  });

  it("shows the server's message when it refuses the subscription", async () => {
    serve(false, json({ message: "This push service is not allowed." }, 400));
    installFakePush();
    renderDevices([device({})]);
    const button = await screen.findByRole("button", { name: T.turnOn });
    await act(async () => fireEvent.click(button));
    expect((await screen.findByRole("alert")).textContent).toBe("This push service is not allowed.");
    expect(screen.getByRole("button", { name: T.turnOn })).toBeTruthy();
  });

  it("turns notifications off: DELETE, and the browser drops its subscription", async () => {
    const fetchMock = serve(true);
    const push = installFakePush({ permission: "granted", existingKey: base64UrlToBytes(SERVER_KEY) });
    const onChanged = renderDevices([device({ push: true })]);
    const button = await screen.findByRole("button", { name: T.turnOff });
    await act(async () => fireEvent.click(button));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);
    expect(calls).toContain("DELETE /api/v1/auth/push");
    expect(push.existing?.unsubscribe).toHaveBeenCalledOnce();
    expect(await screen.findByRole("button", { name: T.turnOn })).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it("offers no button in a browser without push, and says what to do on an iPhone", async () => {
    serve(false);
    renderDevices([device({})]);
    expect(await screen.findByText(T.unsupported)).toBeTruthy();
    expect(screen.queryByRole("button", { name: T.turnOn })).toBeNull();
    cleanup();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    );
    renderDevices([device({ user_agent: navigator.userAgent })]);
    expect(await screen.findByText(T.homeScreen)).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, sentBodies } from "../../../shared/testing/fake-api";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { NotificationChoice } from "../api/types";
import { PREFERENCE_TEXTS as T } from "../push-texts";
import { NotificationPreferences } from "./notification-preferences";

const initial = (): NotificationChoice[] => [
  { kind: "booking", label: "New bookings", about: "Someone booked your time or your webinar.", push: true, sms: true, email: true },
  { kind: "message", label: "Messages", about: "A message or a meeting link about an appointment.", push: true, sms: false, email: true },
];

type Body = { choices: Array<Pick<NotificationChoice, "kind" | "push" | "sms" | "email">> };

/** The server: stores what PUT sends and answers the full list; `fail` answers 500 instead. */
function serve({ fail = false, hold = false } = {}) {
  let stored = initial();
  const held: Array<() => void> = [];
  const answer = (init?: RequestInit) => {
    if (fail) return new Response(JSON.stringify({ message: "Could not save that." }), { status: 500 });
    const body = JSON.parse(String(init?.body)) as Body;
    stored = stored.map((row) => ({ ...row, ...body.choices.find((choice) => choice.kind === row.kind) }));
    return new Response(JSON.stringify(stored), { status: 200 });
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/v1/notifications/preferences" && init?.method === "PUT") {
      if (!hold) return answer(init);
      return new Promise<Response>((resolve) => held.push(() => resolve(answer(init))));
    }
    return fakeApi({ "GET /notifications/preferences": () => new Response(JSON.stringify(stored)) })(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, release: () => held.shift()?.() };
}

const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;

describe("NotificationPreferences", () => {
  beforeEach(() => act(() => toast.remove()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists each kind with what it is and its three channels, and the notes", async () => {
    serve();
    renderWithQuery(<NotificationPreferences />);
    expect(await screen.findByText("New bookings")).toBeTruthy();
    expect(screen.getByText("A message or a meeting link about an appointment.")).toBeTruthy();
    expect(box(`${T.push} New bookings`).checked).toBe(true);
    expect(box(`${T.sms} New bookings`).checked).toBe(true);
    expect(box(`${T.sms} Messages`).checked).toBe(false);
    expect(box(`${T.email} Messages`).name).toBe("email-message");
    expect(screen.getAllByRole("checkbox")).toHaveLength(6);
    expect(screen.getByText(new RegExp(T.inApp.replace(".", "\\.")))).toBeTruthy();
    expect(screen.getByText(T.smsNote)).toBeTruthy();
  });

  it("saves one click at once, for that kind only, and shows what was stored", async () => {
    const { fetchMock } = serve();
    renderWithQuery(<NotificationPreferences />);
    await screen.findByText("Messages");
    await act(async () => fireEvent.click(box(`${T.sms} Messages`)));
    expect(box(`${T.sms} Messages`).checked).toBe(true);
    expect(sentBodies(fetchMock, "PUT", "/notifications/preferences")).toEqual([
      { choices: [{ kind: "message", push: true, sms: true, email: true }] },
    ]);
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(box(`${T.sms} New bookings`).checked).toBe(true);
  });

  it("puts the box back and says why when saving fails", async () => {
    const { fetchMock } = serve({ fail: true });
    const shown = renderHook(() => useToasterStore()).result;
    renderWithQuery(<NotificationPreferences />);
    await screen.findByText("New bookings");
    await act(async () => fireEvent.click(box(`${T.push} New bookings`)));
    expect(sentBodies(fetchMock, "PUT", "/notifications/preferences")).toEqual([
      { choices: [{ kind: "booking", push: false, sms: true, email: true }] },
    ]);
    await waitFor(() => expect(box(`${T.push} New bookings`).checked).toBe(true));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Could not save that."));
    expect(screen.queryByText(T.saved)).toBeNull();
  });

  it("changes the box before the server answers, and saves quick clicks of a kind in order", async () => {
    const { fetchMock, release } = serve({ hold: true });
    renderWithQuery(<NotificationPreferences />);
    await screen.findByText("Messages");
    await act(async () => fireEvent.click(box(`${T.sms} Messages`)));
    await act(async () => fireEvent.click(box(`${T.email} Messages`)));
    expect(box(`${T.sms} Messages`).checked).toBe(true);
    expect(box(`${T.email} Messages`).checked).toBe(false);
    expect(screen.getByText(T.saving)).toBeTruthy();
    // One save at a time: the second waits for the first.
    expect(sentBodies(fetchMock, "PUT", "/notifications/preferences")).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(sentBodies(fetchMock, "PUT", "/notifications/preferences")).toHaveLength(2));
    await act(async () => release());
    expect(sentBodies(fetchMock, "PUT", "/notifications/preferences")).toEqual([
      { choices: [{ kind: "message", push: true, sms: true, email: true }] },
      { choices: [{ kind: "message", push: true, sms: true, email: false }] },
    ]);
    expect(await screen.findByText(T.saved)).toBeTruthy();
    expect(box(`${T.sms} Messages`).checked).toBe(true);
    expect(box(`${T.email} Messages`).checked).toBe(false);
  });
});

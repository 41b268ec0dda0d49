// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { TimeWait } from "../../../shared/waitlist/types";
import { makeAppointment } from "../testing/appointment-fixture";
import { fakeApi, pageOf, type Route } from "../testing/fake-api";
import { makeTimeWait } from "../testing/time-wait-fixture";
import { YourAppointmentsPage } from "./your-appointments-page";

const ME = { id: 3, name: "Ravi Kumar", first_name: "Ravi", last_name: "Kumar", username: "ravi", phone: "+919876543210", image: null, image_sources: null, language: "en" as const };

/** The caller's places in line as the server keeps them; `route` answers the moves. */
let waits: TimeWait[];

function renderPage(route: Route = () => undefined) {
  const calls = fakeApi((call) => {
    if (call.url.startsWith("/api/v1/appointments/mine")) return { body: pageOf([makeAppointment({ plan_name: "Booked one" })]) };
    if (call.method === "GET" && call.url === "/api/v1/appointments/waitlist") return { body: waits };
    return route(call);
  });
  const router = createMemoryRouter([{ path: PATHS.yourAppointments, element: <YourAppointmentsPage /> }], {
    initialEntries: [PATHS.yourAppointments],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return calls;
}

const toastTexts = () => renderHook(() => useToasterStore()).result;
const waitlists = async () => within(await screen.findByRole("region", { name: "Waitlists" }));
const soon = () => new Date(Date.now() + 5 * 60_000).toISOString();

describe("YourAppointmentsPage: places in line for full times", () => {
  beforeEach(() => {
    useSession.setState({ token: "tok", user: ME });
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true });
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows no Waitlists section without places in line", async () => {
    waits = [];
    renderPage();
    await screen.findByText("Booked one");
    expect(screen.queryByRole("region", { name: "Waitlists" })).toBeNull();
  });

  it("shows a waiting card above the appointments, and leaves the line", async () => {
    waits = [makeTimeWait({ id: 21, position: 2 })];
    const calls = renderPage((call) => {
      if (call.method === "DELETE") {
        waits = [];
        return { status: 200 }; // 204 in truth: the fake cannot send one without a body
      }
      return undefined;
    });
    const shown = toastTexts();
    const section = await waitlists();
    const card = within(section.getByRole("article", { name: "Asha Rao" }));
    expect(card.getByText("Mar-04-2025")).toBeTruthy();
    expect(card.getByText("10 : 30 - 11 : 00 AM", { exact: false })).toBeTruthy();
    expect(card.getByText("Video consultation")).toBeTruthy();
    expect(card.getByText("2nd in line")).toBeTruthy();
    expect(card.queryByRole("button", { name: "Book Now" })).toBeNull();
    // Above the appointments.
    const [first] = screen.getAllByRole("article");
    expect(first.closest("section")?.getAttribute("aria-labelledby")).toBe("time-waitlists-title");

    fireEvent.click(card.getByRole("button", { name: "Leave waitlist" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("You left the waitlist."));
    expect(calls.filter((c) => c.method !== "GET")).toEqual([{ method: "DELETE", url: "/api/v1/appointments/waitlist/21", body: undefined }]);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Waitlists" })).toBeNull());
  });

  it("shows an offered card with its countdown; Book Now takes the place and the list refetches", async () => {
    waits = [makeTimeWait({ id: 22, status: "offered", position: 0, offer_appointment_id: 61, offer_expires_at: soon() })];
    const calls = renderPage((call) => {
      if (call.method === "POST" && call.url === "/api/v1/appointments/61/take") {
        waits = [];
        return { status: 201, body: makeAppointment({ id: 61, status: "pending" }) };
      }
      return undefined;
    });
    const shown = toastTexts();
    const card = within((await waitlists()).getByRole("article", { name: "Asha Rao" }));
    const timer = card.getByRole("timer");
    expect(timer.textContent).toMatch(/^A place is held for you from the waitlist: \d{1,2}:\d\d$/);
    expect(card.queryByText(/in line/)).toBeNull();
    expect(card.getByRole("button", { name: "Decline" })).toBeTruthy();

    fireEvent.click(card.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Booking Succesfull!"));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/v1/appointments/61/take"]);
    await waitFor(() => expect(calls.filter((c) => c.url.startsWith("/api/v1/appointments/mine"))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Waitlists" })).toBeNull());
  });

  it("pays for a place taken from a pay-first professional as for a hold", async () => {
    waits = [makeTimeWait({ id: 23, status: "offered", position: 0, offer_appointment_id: 62, offer_expires_at: soon() })];
    const lapsed = "This hold has lapsed. Please book again.";
    const calls = renderPage((call) => {
      if (call.url === "/api/v1/appointments/62/take") {
        return { status: 201, body: makeAppointment({ id: 62, status: "awaiting_payment", hold_expires_at: soon() }) };
      }
      if (call.url === "/api/v1/payments/orders") return { status: 409, body: { message: lapsed } };
      return undefined;
    });
    const shown = toastTexts();
    const card = within((await waitlists()).getByRole("article", { name: "Asha Rao" }));
    fireEvent.click(card.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain(lapsed));
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      { method: "POST", url: "/api/v1/appointments/62/take", body: undefined },
      { method: "POST", url: "/api/v1/payments/orders", body: { appointment_id: 62 } },
    ]);
  });

  it("declines an offer: the place goes to the next in line", async () => {
    waits = [makeTimeWait({ id: 24, status: "offered", position: 0, offer_appointment_id: 63, offer_expires_at: soon() })];
    const calls = renderPage((call) => {
      if (call.method === "DELETE") {
        waits = [];
        return { status: 200 }; // 204 in truth: the fake cannot send one without a body
      }
      return undefined;
    });
    const shown = toastTexts();
    const card = within((await waitlists()).getByRole("article", { name: "Asha Rao" }));
    fireEvent.click(card.getByRole("button", { name: "Decline" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("The place goes to the next in line."));
    expect(calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`)).toEqual(["DELETE /api/v1/appointments/waitlist/24"]);
  });

  it("shows the server's words when the offer lapsed before it was taken", async () => {
    waits = [makeTimeWait({ id: 25, status: "offered", position: 0, offer_appointment_id: 64, offer_expires_at: soon() })];
    const gone = "This offer has lapsed.";
    renderPage((call) => (call.url.endsWith("/take") ? { status: 409, body: { message: gone } } : undefined));
    const shown = toastTexts();
    const card = within((await waitlists()).getByRole("article", { name: "Asha Rao" }));
    fireEvent.click(card.getByRole("button", { name: "Book Now" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain(gone));
  });
});

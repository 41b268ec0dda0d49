// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { Received } from "../api/types";
import { makeMessage, makeReceived } from "../testing/appointment-fixture";
import { makeTimeLine } from "../testing/time-wait-fixture";
import { fakeApi, pageOf, type Route } from "../testing/fake-api";
import { closeFakeSocket, openFakeSocket } from "../testing/fake-socket";
import { AppointmentsPage } from "./appointments-page";
import { PATHS } from "../../../shared/routing/paths";

const ME = { id: 7, name: "Asha Rao", first_name: "Asha", last_name: "Rao", username: "asha", phone: "+919812345678", image: null, image_sources: null, language: "en" as const };
const SLOTS = {
  professional_id: 7,
  date: "2025-01-06",
  time_zone: "Asia/Kolkata",
  first_date: "2025-01-06",
  last_date: "2025-03-06",
  payment_required: false,
  cancellation_policy: [{ hours: 24, percent: 100 }],
  windows: [
    { window_id: 11, starts_at: "", ends_at: "", start: "10:00", end: "11:00", places: 1, left: 1 },
    { window_id: 12, starts_at: "", ends_at: "", start: "15:00", end: "16:00", places: 1, left: 0 },
  ],
};

function renderPage(items: Received[], route: Route = () => undefined) {
  const calls = fakeApi((call) =>
    call.method === "GET" && call.url.startsWith("/api/v1/appointments/received") ? { body: pageOf(items) } : route(call),
  );
  const router = createMemoryRouter([{ path: PATHS.appointments, element: <AppointmentsPage /> }], {
    initialEntries: [PATHS.appointments],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return calls;
}

const toastTexts = () => renderHook(() => useToasterStore()).result;

describe("AppointmentsPage (the professional's)", () => {
  beforeEach(() => {
    useSession.setState({ token: "tok", user: ME });
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true });
  });
  afterEach(() => {
    closeFakeSocket();
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("says No Appoinments Booked when there are none", async () => {
    renderPage([]);
    expect(await screen.findByText("No Appoinments Booked")).toBeTruthy();
  });

  it("shows each time with people in line: who, in order, and whom a place is offered to", async () => {
    const line = makeTimeLine({
      waiters: [
        { id: 1, position: 0, name: "Meera Iyer", phone: "+919811111111", status: "offered", since: "2025-03-01T10:00:00Z", offer_expires_at: "2025-03-01T10:15:00Z" },
        { id: 2, position: 1, name: "Ravi Kumar", phone: "+919822222222", status: "waiting", since: "2025-03-01T10:05:00Z", offer_expires_at: null },
      ],
    });
    const calls = renderPage([], (call) => (call.url === "/api/v1/appointments/waitlists" ? { body: [line] } : undefined));
    const section = within(await screen.findByRole("region", { name: "Waitlists" }));
    const time = within(section.getByRole("article", { name: "Mar-04-2025 · 10 : 30 AM (2 waiting)" }));
    expect(time.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Offered a place Meera Iyer · +91 98111 11111",
      "1st Ravi Kumar · +91 98222 22222",
    ]);
    expect(time.getByRole("link", { name: "+91 98222 22222" }).getAttribute("href")).toBe("tel:+919822222222");
    expect(calls.filter((c) => c.url === "/api/v1/appointments/waitlists")).toHaveLength(1);
  });

  it("shows no Waitlists section without people in line", async () => {
    renderPage([], (call) => (call.url === "/api/v1/appointments/waitlists" ? { body: [] } : undefined));
    await screen.findByText("No Appoinments Booked");
    expect(screen.queryByRole("region", { name: "Waitlists" })).toBeNull();
  });

  it("shows the client, session, date, time, type and phone with its country code", async () => {
    renderPage([
      makeReceived({ client_name: "Ravi Kumar", plan_name: "Case review", plan_type: "Offline", date: "2025-03-04", start: "11:00", end: "13:00", phone: "+919876543210" }),
    ]);
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    expect(card.getByText("Case review")).toBeTruthy();
    expect(card.getByText("Mar-04-2025")).toBeTruthy();
    expect(card.getByText("11 : 00 AM - 1 : 00 PM", { exact: false })).toBeTruthy();
    expect(card.getByText("Offline")).toBeTruthy();
    expect(card.getByRole("link", { name: "+91 98765 43210" }).getAttribute("href")).toBe("tel:+919876543210");
    expect(card.getByRole("button", { name: "Accept Booking" })).toBeTruthy();
    expect(card.getByRole("button", { name: "Reject Booking" })).toBeTruthy();
  });

  it("accepts a booking in place", async () => {
    const pending = makeReceived({ id: 31 });
    const calls = renderPage([pending], (call) =>
      call.url.endsWith("/accept") ? { body: Object.assign(pending, { status: "accepted" }) } : undefined,
    );
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    fireEvent.click(card.getByRole("button", { name: "Accept Booking" }));
    expect(await card.findByText("Accepted")).toBeTruthy();
    expect(card.queryByRole("button", { name: "Accept Booking" })).toBeNull();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/v1/appointments/31/accept")).toBe(true);
  });

  it("shows a reservation as a Reserved Slot card that can be released", async () => {
    const reservation = makeReceived({ id: 32, reserved: true, status: "reserved", date: "2025-01-07" });
    const calls = renderPage([reservation], (call) =>
      call.url.endsWith("/release") ? { body: Object.assign(reservation, { reserved: true, status: "cancelled" }) } : undefined,
    );
    const card = within(await screen.findByRole("article", { name: "Reserved Slot" }));
    expect(card.getByText("Jan-07-2025")).toBeTruthy();
    expect(card.getByText("10 : 00 - 11 : 00 AM", { exact: false })).toBeTruthy();
    fireEvent.click(card.getByRole("button", { name: "Release" }));
    await waitFor(() => expect(calls.some((c) => c.url === "/api/v1/appointments/32/release")).toBe(true));
    expect(await card.findByText("Released: clients can book this time again.")).toBeTruthy();
    expect(card.queryByRole("button", { name: "Release" })).toBeNull();
  });

  it("filters by date and time with Done", async () => {
    const calls = renderPage([makeReceived()]);
    await screen.findByRole("article", { name: "Ravi Kumar" });
    const time = screen.getByLabelText("Filter by time") as HTMLInputElement;
    expect(time.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Filter by date"), { target: { value: "2025-01-06" } });
    fireEvent.change(time, { target: { value: "10:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain("/api/v1/appointments/received?page=1&date=2025-01-06&time=10%3A00"),
    );
  });

  it("after payment: the payment note, meeting shortcuts in a new tab, the thread and the response box", async () => {
    renderPage([
      makeReceived({
        id: 33,
        status: "accepted",
        paid: true,
        price: 1500,
        messages: [makeMessage({ appointment_id: 33, author_id: 9, author_name: "Ravi Kumar", text: "Hi" })],
      }),
    ]);
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    expect(card.getByText("Payment Details")).toBeTruthy();
    expect(card.getByText("The client paid ₹1,500.")).toBeTruthy();
    for (const [name, href] of [
      ["Google Meet", "https://meet.google.com/new"],
      ["Zoom", "https://zoom.us/start/videomeeting"],
      ["Microsoft Teams", "https://teams.microsoft.com/"],
    ]) {
      const link = card.getByRole("link", { name });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(card.getByText("Client")).toBeTruthy();
    expect(card.getByLabelText("Meeting Link, Location or Phone No")).toBeTruthy();
    expect(card.getByRole("button", { name: "Send Response" })).toBeTruthy();
  });

  it("offers a maps shortcut for a session that is not online", async () => {
    renderPage([makeReceived({ status: "accepted", paid: true, plan_type: "Offline" })]);
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    expect(card.getByRole("link", { name: "Find a place on Google Maps" })).toBeTruthy();
    expect(card.queryByRole("link", { name: "Zoom" })).toBeNull();
  });

  it("adds the client's live message to the open thread without refetching", async () => {
    const calls = renderPage([makeReceived({ id: 34, status: "accepted", paid: true })]);
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    const send = openFakeSocket();
    const frame = {
      type: "message.created",
      topic: "user:7",
      data: { id: 700, appointment_id: 34, author_id: 9, author_name: "Ravi Kumar", text: "On my way", created_at: "2025-01-06T05:00:00Z" },
    };
    send(frame);
    send(frame); // delivered twice: shown once
    expect(await card.findAllByText("On my way")).toHaveLength(1);
    expect(calls.filter((c) => c.url.startsWith("/api/v1/appointments/received"))).toHaveLength(1);
  });

  it("reserves a chosen time; without one it says Select Time and Date", async () => {
    const calls = renderPage([], (call) => {
      if (call.url.startsWith("/api/v1/professionals/7/slots")) return { body: SLOTS };
      if (call.url === "/api/v1/appointments/reservations") return { status: 201, body: makeReceived({ reserved: true, status: "reserved" }) };
      return undefined;
    });
    await screen.findByText("No Appoinments Booked");
    fireEvent.click(screen.getByRole("button", { name: "Reserve Appointment" }));
    const dialog = within(screen.getByRole("dialog", { name: "Reserve Appointment" }));
    fireEvent.change(dialog.getByLabelText("Date"), { target: { value: "2025-01-06" } });
    fireEvent.click(dialog.getByRole("button", { name: "Reserve" }));
    expect(dialog.getByRole("alert").textContent).toBe("Select Time and Date");
    await dialog.findByRole("option", { name: "10 : 00 - 11 : 00 AM" });
    expect((dialog.getByRole("option", { name: "3 : 00 - 4 : 00 PM" }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText("Time"), { target: { value: "11@10:00" } });
    fireEvent.click(dialog.getByRole("button", { name: "Reserve" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((c) => c.method === "POST")).toEqual({
      method: "POST",
      url: "/api/v1/appointments/reservations",
      body: { window_id: 11, start: "10:00", date: "2025-01-06" },
    });
  });

  it("shows the server's words when a reservation is refused", async () => {
    renderPage([], (call) => {
      if (call.url.startsWith("/api/v1/professionals/7/slots")) return { body: SLOTS };
      if (call.method === "POST") return { status: 409, body: { message: "This time has just been taken. Please choose another time." } };
      return undefined;
    });
    const shown = toastTexts();
    await screen.findByText("No Appoinments Booked");
    fireEvent.click(screen.getByRole("button", { name: "Reserve Appointment" }));
    const dialog = within(screen.getByRole("dialog", { name: "Reserve Appointment" }));
    fireEvent.change(dialog.getByLabelText("Date"), { target: { value: "2025-01-06" } });
    await dialog.findByRole("option", { name: "10 : 00 - 11 : 00 AM" });
    fireEvent.change(dialog.getByLabelText("Time"), { target: { value: "11@10:00" } });
    fireEvent.click(dialog.getByRole("button", { name: "Reserve" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("This time has just been taken. Please choose another time.");
    await waitFor(() =>
      expect(shown.current.toasts.map((t) => t.message)).toContain("This time has just been taken. Please choose another time."),
    );
  });

  it("cancels an accepted, paid appointment after confirming that the client is refunded", async () => {
    const paid = makeReceived({ id: 35, status: "accepted", paid: true, can_cancel: true });
    const calls = renderPage([paid], (call) =>
      call.url.endsWith("/cancel") ? { body: Object.assign(paid, { status: "cancelled", can_cancel: false }) } : undefined,
    );
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    fireEvent.click(card.getByRole("button", { name: "Cancel booking" }));
    const dialog = within(screen.getByRole("dialog", { name: "Cancel this appointment?" }));
    expect(dialog.getByText("The client is refunded in full through the payment service.")).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Yes, cancel" }));
    expect(await card.findByText("Cancelled")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(card.queryByRole("button", { name: "Cancel booking" })).toBeNull();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/v1/appointments/35/cancel"]);
  });
});

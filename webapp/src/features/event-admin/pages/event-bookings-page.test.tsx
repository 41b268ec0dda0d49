// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeBooker, makeEvent, pageOf, type Call } from "../testing/event-fixture";
import { renderAt } from "../testing/render-at";
import { EventBookingsPage } from "./event-bookings-page";

let calls: Call[] = [];
const vikram = makeBooker();
const meera = makeBooker({ id: 6, name: "Meera Iyer", email: "meera@example.in", phone: "+919812345678" });

describe("EventBookingsPage", () => {
  beforeEach(() => {
    calls = fakeApi((call) => {
      if (call.url === "/api/v1/events/41/details") return { body: makeEvent() };
      if (call.url === "/api/v1/events/41/bookings.csv") return { text: "Name,Email,Phone,Booked at\r\n" };
      if (call.url.startsWith("/api/v1/events/41/bookings?page=1&phone=98123")) return { body: pageOf([meera]) };
      if (call.url.startsWith("/api/v1/events/41/bookings?page=1&phone=")) return { body: pageOf([]) };
      if (call.url === "/api/v1/events/41/bookings?page=1") return { body: pageOf([vikram, meera]) };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("goes to /events without an event id in state", async () => {
    renderAt("/EventBookings", <EventBookingsPage />);
    expect(await screen.findByText("at /events null")).toBeTruthy();
  });

  it("lists who booked with name, email and phone, under the event's title", async () => {
    renderAt("/EventBookings", <EventBookingsPage />, { id: 41 });
    const card = within(await screen.findByRole("article", { name: "Vikram Shetty" }));
    expect(card.getByRole("link", { name: "vikram@example.in" }).getAttribute("href")).toBe("mailto:vikram@example.in");
    expect(card.getByRole("link", { name: "+919000000001" }).getAttribute("href")).toBe("tel:+919000000001");
    expect(screen.getByRole("article", { name: "Meera Iyer" })).toBeTruthy();
    expect(await screen.findByText("Family law basics")).toBeTruthy();
  });

  it("searches by phone digits only, and says Data Not Found when nobody matches", async () => {
    renderAt("/EventBookings", <EventBookingsPage />, { id: 41 });
    await screen.findByRole("article", { name: "Vikram Shetty" });
    const search = screen.getByLabelText("Search by phone") as HTMLInputElement;
    expect(search.inputMode).toBe("numeric");
    fireEvent.change(search, { target: { value: "98a1-23" } });
    expect(search.value).toBe("98123");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Vikram Shetty" })).toBeNull());
    expect(await screen.findByRole("article", { name: "Meera Iyer" })).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain("/api/v1/events/41/bookings?page=1&phone=98123");
    // Typing settles before asking: no request for the half-typed "98", "981"...
    expect(calls.map((call) => call.url)).not.toContain("/api/v1/events/41/bookings?page=1&phone=98");
    fireEvent.change(search, { target: { value: "5555" } });
    expect(await screen.findByText("Data Not Found")).toBeTruthy();
  });

  it("downloads the CSV with the session's token", async () => {
    const created = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    localStorage.setItem("token", "tok");
    renderAt("/EventBookings", <EventBookingsPage />, { id: 41 });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Download CSV" })));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const download = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith("bookings.csv"))!;
    expect((download[1]!.headers as Record<string, string>).Authorization).toBe("Bearer tok");
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe("event-41-bookings.csv");
    localStorage.removeItem("token");
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderAt } from "../../../shared/testing/render-at";
import { addDays, browserTimeZone, dateIn } from "../lib/slot-time";
import type { Plan, Professional, Slot } from "../types";
import { BookAppointmentPage } from "./book-appointment-page";

/** Free cancellation up to 24 hours before; 50 % back up to 2 hours before; none after. */
const POLICY = [
  { hours: 24, percent: 100 },
  { hours: 2, percent: 50 },
  { hours: 0, percent: 0 },
];

const plans: Plan[] = [
  { id: 1, name: "Quick call", type: "Online", price: 500, duration_minutes: null },
  { id: 2, name: "Deep dive", type: "Online", price: 1500, duration_minutes: 60 },
];
const professional = {
  id: 7,
  name: "Asha Rao",
  position: "Family Lawyer",
  consulting_note: "",
  payment_required: false,
  plans,
} as Partial<Professional> as Professional;

const slot = (window_id: number, start: string, end: string, date: string, closed: Slot["closed"] = null): Slot => ({
  window_id,
  start,
  end,
  starts_at: `${date}T${start}:00Z`,
  ends_at: `${date}T${end}:00Z`,
  places: 1,
  left: closed ? 0 : 1,
  closed,
});

/**
 * The day's times: a half hour at 10, an hour at 11 (the hour's end may be changed), and
 * `more` of them; the dates the page asked for.
 */
let hourEnd: string;
let more: (date: string) => Slot[];
let posted: unknown[];
let asked: string[];

function serve(bookingReply?: { status: number; body: unknown }) {
  posted = [];
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace("/api/v1", "");
      const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path === "/profiles/7") return reply(professional);
      if (path === "/auth/me") return reply({ id: 3, name: "Rohit Sharma", phone: "+919876543210" });
      if (path === "/auth/me/email") return reply({ email: "rohit@example.in" });
      if (path.startsWith("/professionals/7/slots?date=")) {
        const date = new URLSearchParams(path.split("?")[1]).get("date")!;
        asked.push(date);
        return reply({
          date,
          first_date: date,
          last_date: addDays(date, 60),
          payment_required: false,
          cancellation_policy: POLICY,
          professional_id: 7,
          time_zone: browserTimeZone(),
          windows: [slot(4, "10:00", "10:30", date), slot(5, "11:00", hourEnd, date), ...more(date)],
        });
      }
      if (path === "/appointments" && init.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return reply(bookingReply?.body ?? {}, bookingReply?.status ?? 404);
      }
      return reply({ message: "Not found" }, 404);
    }),
  );
}

const chip = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLButtonElement;
const halfHour = () => chip(/^10 : 00 - 10 : 30 AM/);
const hour = () => chip(/^11 : 00/);
const deepDive = () => chip(/^Deep dive/);
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

function open() {
  return renderAt(PATHS.bookAppointment, <BookAppointmentPage />, { id: 7 });
}

describe("BookAppointmentPage: plans with a length", () => {
  beforeEach(() => {
    hourEnd = "12:00";
    more = () => [];
    useSession.setState({ token: "t" });
  });
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.setState({ token: null, user: null });
  });

  it("shows each plan's length, and disables the times shorter than the chosen plan", async () => {
    serve();
    open();
    await waitFor(() => expect(halfHour().getAttribute("aria-checked")).toBe("true"));
    expect(deepDive().textContent).toContain("60 min");
    expect(deepDive().disabled).toBe(false); // a preselected time gives way to the plan

    await click(deepDive());
    const tooShort = halfHour();
    expect(tooShort.disabled).toBe(true);
    expect(tooShort.getAttribute("aria-checked")).toBe("false");
    // Why, on the chip itself (not only to screen readers).
    expect(tooShort.querySelector(".booking-chip-why")?.textContent).toBe("Too short: needs 60 min");
    expect(screen.getByRole("radio", { name: /^10 : 00 - 10 : 30 AM ?, Too short: needs 60 min$/ })).toBe(tooShort);
    // The first time that fits is preselected instead.
    expect(hour().disabled).toBe(false);
    expect(hour().getAttribute("aria-checked")).toBe("true");

    await click(chip(/^Quick call/));
    expect(halfHour().disabled).toBe(false);
  });

  it("says the professional's cancellation policy in plain words before booking", async () => {
    serve();
    open();
    const policy = await screen.findByText("Cancellation policy:");
    expect(policy.parentElement?.textContent).toBe(
      "Cancellation policy: Free cancellation up to 24 hours before; 50 % back up to 2 hours before; no refund after.",
    );
  });

  it("disables a plan longer than the time the client chose, with a note", async () => {
    serve();
    open();
    await waitFor(() => expect(halfHour().disabled).toBe(false));
    await click(halfHour());
    expect(halfHour().getAttribute("aria-checked")).toBe("true");
    expect(deepDive().disabled).toBe(true);
    expect(deepDive().textContent).toContain("Needs 60 min");
    expect(chip(/^Quick call/).disabled).toBe(false);

    await click(hour());
    expect(deepDive().disabled).toBe(false);
    expect(deepDive().textContent).not.toContain("Needs");
  });

  it("lets go of a chosen time that stops fitting the plan", async () => {
    serve();
    const { queryClient } = open();
    await waitFor(() => expect(hour().disabled).toBe(false));
    await click(deepDive());
    await click(hour());
    expect(hour().getAttribute("aria-checked")).toBe("true");

    // The professional shortens the hour meanwhile: the day is read again.
    hourEnd = "11:30";
    await act(() => queryClient.invalidateQueries({ queryKey: ["booking", "slots"] }));
    await waitFor(() => expect(chip(/^11 : 00 - 11 : 30 AM/).disabled).toBe(true));
    expect(screen.getAllByRole("radio", { checked: true }).map((radio) => radio.textContent)).toEqual([
      expect.stringContaining("Deep dive"),
    ]);
  });

  it("shows the server's refusal of a plan too long for the time", async () => {
    const error = vi.spyOn(toast, "error");
    const message = "This session needs 60 minutes: choose a time at least that long.";
    serve({ status: 422, body: { message, fields: { plan_id: message } } });
    open();
    await screen.findByDisplayValue("rohit@example.in");
    await waitFor(() => expect(hour().disabled).toBe(false));
    await click(deepDive());
    await click(screen.getByRole("button", { name: "Book Appointment" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Booking Not Succesfull");
    expect(posted).toEqual([expect.objectContaining({ plan_id: 2, window_id: 5, start: "11:00" })]);
  });
});

describe("BookAppointmentPage: times closed by other bookings", () => {
  beforeEach(() => {
    hourEnd = "12:00";
    // 4-5 PM: nobody booked it, a 10-minute buffer after 3-4 PM closes it.
    more = (date) => [slot(6, "15:00", "16:00", date, "full"), slot(7, "16:00", "17:00", date, "buffer")];
    useSession.setState({ token: "t" });
  });
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("shows a time closed by a buffer as unavailable, saying why, with no waitlist", async () => {
    serve();
    open();
    const closed = await screen.findByRole("radio", { name: /^4 : 00 - 5 : 00 PM ?, Too close to another booking$/ });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(closed.querySelector(".booking-chip-why")?.textContent).toBe("Too close to another booking");
    expect(closed.textContent).not.toContain("Full");
    await click(closed);
    expect(closed.getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByRole("button", { name: "Join waitlist" })).toBeNull();
    // The time its booking took is full, and that one has a waitlist.
    await click(chip(/^3 : 00 - 4 : 00 PM ?, Full$/));
    expect(screen.getByRole("button", { name: "Join waitlist" })).toBeTruthy();
  });
});

describe("BookAppointmentPage: its address", () => {
  beforeEach(() => {
    hourEnd = "12:00";
    more = () => [];
    useSession.setState({ token: "t" });
  });
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("opens the professional, plan and date its address names, and keeps the choice there", async () => {
    serve();
    const date = addDays(dateIn(new Date(), browserTimeZone()), 3);
    const { router } = renderAt(`${PATHS.bookAppointment}?professional=7&plan=2&date=${date}`, <BookAppointmentPage />);
    await waitFor(() => expect(deepDive().getAttribute("aria-checked")).toBe("true"));
    expect(asked).toContain(date);
    await click(chip(/^Quick call/));
    const search = new URLSearchParams(router.state.location.search);
    expect([router.state.location.pathname, search.get("professional"), search.get("plan"), search.get("date")]).toEqual([
      PATHS.bookAppointment, "7", "1", date,
    ]);
  });

  it("writes the professional into the address when opened with the spec's state", async () => {
    serve();
    const { router } = open();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("professional")).toBe("7"));
  });

  it("says so and leads on when the address names no professional", async () => {
    serve();
    renderAt(`${PATHS.bookAppointment}?professional=abc`, <BookAppointmentPage />);
    expect(screen.getByText("This link does not say which professional to book.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find a professional" }).getAttribute("href")).toBe("/");
  });

  it("sends a visitor to sign in, to come back to this address (else the professional's profile)", () => {
    useSession.setState({ token: null });
    serve();
    renderAt(`${PATHS.bookAppointment}?professional=7&plan=2`, <BookAppointmentPage />);
    const next = `${PATHS.bookAppointment}?professional=7&plan=2`;
    expect(screen.getByText(`at /signup ${JSON.stringify({ link: "7", next })}`)).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderAt } from "../../../shared/testing/render-at";
import type { TimeWait } from "../../../shared/waitlist/types";
import { addDays, browserTimeZone, dateIn } from "../lib/slot-time";
import type { Plan, Professional, Slot } from "../types";
import { BookAppointmentPage } from "./book-appointment-page";

/** Free cancellation up to 24 hours before; 50 % back up to 2 hours before; none after. */
const POLICY = [
  { hours: 24, percent: 100 },
  { hours: 2, percent: 50 },
  { hours: 0, percent: 0 },
];

const plans: Plan[] = [{ id: 1, name: "Quick call", type: "Online", price: 500, duration_minutes: null }];
const professional = {
  id: 7,
  name: "Asha Rao",
  position: "Family Lawyer",
  consulting_note: "",
  payment_required: false,
  plans,
} as Partial<Professional> as Professional;

const slot = (window_id: number, start: string, end: string, date: string, left: number): Slot => ({
  window_id,
  start,
  end,
  starts_at: `${date}T${start}:00Z`,
  ends_at: `${date}T${end}:00Z`,
  places: 1,
  left,
  closed: left === 0 ? "full" : null,
});

const today = () => dateIn(new Date(), browserTimeZone());

function makeWait(fields: Partial<TimeWait> = {}): TimeWait {
  const date = today();
  return {
    id: 9,
    status: "waiting",
    position: 1,
    professional: { id: 7, name: "Asha Rao", position: "Family Lawyer", username: "asha", image: null, image_sources: null },
    date,
    start: "10:00",
    starts_at: `${date}T10:00:00Z`,
    ends_at: `${date}T10:30:00Z`,
    time_zone: browserTimeZone(),
    plan_name: "Quick call",
    offer_appointment_id: null,
    offer_expires_at: null,
    ...fields,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}
/** The caller's places in line, as the server keeps them; every call but the page's reads. */
let waits: TimeWait[];
let calls: Call[];

function serve() {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace("/api/v1", "");
      const method = init.method ?? "GET";
      const reply = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status });
      if (method !== "GET") calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === "/profiles/7") return reply(professional);
      if (path === "/auth/me") return reply({ id: 3, name: "Rohit Sharma", phone: "+919876543210" });
      if (path === "/auth/me/email") return reply({ email: "rohit@example.in" });
      if (path.startsWith("/professionals/7/slots?date=")) {
        const date = new URLSearchParams(path.split("?")[1]).get("date")!;
        return reply({
          date,
          first_date: date,
          last_date: addDays(date, 60),
          payment_required: false,
          cancellation_policy: POLICY,
          professional_id: 7,
          time_zone: browserTimeZone(),
          // 10:00 is full; 11:00 has its place.
          windows: [slot(4, "10:00", "10:30", date, 0), slot(5, "11:00", "12:00", date, 1)],
        });
      }
      if (path === "/appointments/waitlist" && method === "GET") return reply(waits);
      if (path === "/appointments/waitlist" && method === "POST") {
        const joined = makeWait({ id: 12, position: 2 });
        waits = [joined];
        return reply(joined, 201);
      }
      if (path === "/appointments/waitlist/9" && method === "DELETE") {
        waits = [];
        return reply(null, 204);
      }
      if (path === "/appointments/41/take" && method === "POST") {
        waits = [];
        return reply({ id: 41, status: "pending" }, 201);
      }
      return reply({ message: "Not found" }, 404);
    }),
  );
}

const chip = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLButtonElement;
// The chip reads "10 : 00 - 10 : 30 AM, Full" (jsdom spaces its hidden comma apart).
const full = () => chip(/^10 : 00 - 10 : 30 AM ?, Full$/);
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

function open() {
  return renderAt(PATHS.bookAppointment, <BookAppointmentPage />, { id: 7 });
}

describe("BookAppointmentPage: the waitlist of a full time", () => {
  beforeEach(() => {
    waits = [];
    useSession.setState({ token: "t" });
  });
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.setState({ token: null, user: null });
  });

  it("shows a full time marked Full, never preselected, and joins its waitlist with the booking's form", async () => {
    const success = vi.spyOn(toast, "success");
    serve();
    open();
    await screen.findByDisplayValue("rohit@example.in");
    // The free time is preselected; the full one is on show, marked and still to choose.
    await waitFor(() => expect(chip(/^11 : 00/).getAttribute("aria-checked")).toBe("true"));
    expect(full().disabled).toBe(false);
    expect(full().className).toContain("is-full");
    expect(chip(/^11 : 00/).textContent).not.toContain("Full");
    expect(screen.getByRole("button", { name: "Book Appointment" })).toBeTruthy();

    await click(chip(/^Quick call/));
    await click(full());
    expect(full().getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText("This time is full. Join the waitlist and the next free place is offered to you first.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Book Appointment" })).toBeNull();

    await click(screen.getByRole("button", { name: "Join waitlist" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("You are on the waitlist: 2nd in line."));
    expect(calls).toEqual([
      {
        method: "POST",
        path: "/appointments/waitlist",
        body: { professional_id: 7, window_id: 4, start: "10:00", date: today(), plan_id: 1, name: "Rohit Sharma", email: "rohit@example.in" },
      },
    ]);
    expect((await screen.findByTestId("wait-place")).textContent).toBe("2nd in line");
    expect(screen.getByRole("button", { name: "Leave waitlist" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join waitlist" })).toBeNull();
  });

  it("asks for a session before joining, as booking does", async () => {
    const error = vi.spyOn(toast, "error");
    serve();
    open();
    await screen.findByDisplayValue("rohit@example.in");
    await waitFor(() => expect(full().disabled).toBe(false));
    await click(full());
    await click(screen.getByRole("button", { name: "Join waitlist" }));
    expect(error).toHaveBeenCalledWith("Select A Session");
    expect(calls).toEqual([]);
  });

  it("shows the caller's place in line for the chosen time, and leaves the line", async () => {
    const success = vi.spyOn(toast, "success");
    waits = [makeWait({ id: 9, position: 1 })];
    serve();
    open();
    await waitFor(() => expect(full().disabled).toBe(false));
    await click(full());
    expect((await screen.findByTestId("wait-place")).textContent).toBe("1st in line");
    await click(screen.getByRole("button", { name: "Leave waitlist" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("You left the waitlist."));
    expect(calls).toEqual([{ method: "DELETE", path: "/appointments/waitlist/9", body: undefined }]);
    expect(await screen.findByRole("button", { name: "Join waitlist" })).toBeTruthy();
    expect(screen.queryByTestId("wait-place")).toBeNull();
  });

  it("books the place offered from the line, with its countdown", async () => {
    waits = [makeWait({ status: "offered", position: 0, offer_appointment_id: 41, offer_expires_at: new Date(Date.now() + 300_000).toISOString() })];
    serve();
    open();
    await waitFor(() => expect(full().disabled).toBe(false));
    await click(full());
    expect((await screen.findByRole("timer")).textContent).toContain("A place is held for you from the waitlist:");
    expect(screen.getByRole("button", { name: "Decline" })).toBeTruthy();
    await click(screen.getByRole("button", { name: "Book Now" }));
    expect(await screen.findByText(`at ${PATHS.yourAppointments} {"condi":true}`)).toBeTruthy();
    expect(calls).toEqual([{ method: "POST", path: "/appointments/41/take", body: undefined }]);
  });
});

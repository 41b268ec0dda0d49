// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderAt } from "../../../shared/testing/render-at";
import { addDays, browserTimeZone, dateIn } from "../lib/slot-time";
import type { Professional, Slot } from "../types";
import { BookAppointmentPage } from "./book-appointment-page";

const professional = {
  id: 7, name: "Asha Rao", position: "Family Lawyer", consulting_note: "", payment_required: false,
  plans: [{ id: 1, name: "Quick call", type: "Online", price: 500, duration_minutes: null }],
} as Partial<Professional> as Professional;

const slot = (start: string, end: string, date: string, left: number): Slot => ({
  window_id: 4, start, end, starts_at: `${date}T${start}:00Z`, ends_at: `${date}T${end}:00Z`,
  places: 1, left, closed: left === 0 ? "full" : null,
});

let moved: { url: string; body: unknown }[];
let answer: { status: number; body: unknown };

function serve() {
  moved = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace("/api/v1", "");
      const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path === "/profiles/7") return reply(professional);
      if (path.startsWith("/professionals/7/slots?date=")) {
        const date = new URLSearchParams(path.split("?")[1]).get("date")!;
        return reply({
          date, first_date: date, last_date: addDays(date, 60), payment_required: false, professional_id: 7,
          time_zone: browserTimeZone(),
          // Its own time (taken by itself), a free one, and one taken by someone else.
          windows: [slot("10:00", "11:00", date, 0), slot("11:00", "12:00", date, 1), slot("12:00", "13:00", date, 0)],
        });
      }
      if (path.endsWith("/reschedule") && init.method === "POST") {
        moved.push({ url: path, body: JSON.parse(String(init.body)) });
        return reply(answer.body, answer.status);
      }
      return reply({ message: "Not found" }, 404);
    }),
  );
}

const day = addDays(dateIn(new Date(), browserTimeZone()), 2);
const open = () =>
  renderAt(`${PATHS.bookAppointment}?professional=7&plan=1&date=${day}&reschedule=41&current=${day}T10:00`, <BookAppointmentPage />, null, {
    [PATHS.yourAppointments]: <p>Your appointments</p>,
  });

describe("BookAppointmentPage: moving a booked appointment", () => {
  beforeEach(() => {
    useSession.setState({ token: "tok", user: null });
    answer = { status: 200, body: { id: 41 } };
    serve();
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.unstubAllGlobals();
  });

  it("marks the current time, asks no name or plan, and moves it to the chosen time", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Reschedule Appointment" })).toBeTruthy();
    const current = (await screen.findByRole("radio", { name: /^10 : 00 - 11 : 00 AM/ })) as HTMLButtonElement;
    expect(current.disabled).toBe(true);
    expect(current.textContent).toContain("Current time");
    expect(screen.queryByLabelText("Full Name")).toBeNull();
    expect(screen.queryByRole("radio", { name: /^Quick call/ })).toBeNull();
    expect(screen.getByTestId("reschedule-note").textContent).toContain("10 : 00 - 11 : 00 AM");
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: /^11 : 00/ })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move Here" })));
    await screen.findByText("Your appointments");
    expect(moved).toEqual([{ url: "/appointments/41/reschedule", body: { window_id: 4, date: day, start: "11:00" } }]);
  });

  it("says why in the server's words when the time cannot be taken", async () => {
    answer = { status: 409, body: { message: "This appointment can be moved only up to 24 hours before it starts." } };
    open();
    await act(async () => fireEvent.click(await screen.findByRole("radio", { name: /^11 : 00/ })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Move Here" })));
    await waitFor(() => expect(screen.getAllByText(/only up to 24 hours/).length).toBeGreaterThan(0));
    expect(screen.queryByText("Your appointments")).toBeNull();
  });

  it("never moves it onto a full time", async () => {
    open();
    await act(async () => fireEvent.click(await screen.findByRole("radio", { name: /^12 : 00/ })));
    expect((screen.getByRole("button", { name: "Move Here" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

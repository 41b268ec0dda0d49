// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { PATHS } from "../../../shared/routing/paths";
import { renderAt } from "../../../shared/testing/render-at";
import type { DayOffOut } from "../api/types";
import { DaysOff } from "./days-off";

interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status?: number; body?: unknown };

const URL = "/api/v1/schedule/me/days-off";
let listedDaysOff: DayOffOut[];
let calls: Call[];

function serve(reply: (call: Call) => Reply | undefined = () => undefined) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = reply(call) ?? (url === URL && call.method === "GET" ? { body: listedDaysOff } : { status: 404 });
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
    }),
  );
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const row = (number: number) => within(screen.getByRole("group", { name: `Hours ${number}` }));
const choose = (number: number, fieldset: string, label: string, value: string) =>
  fireEvent.change(within(row(number).getByRole("group", { name: fieldset })).getByLabelText(label), {
    target: { value },
  });
const listed = () =>
  within(screen.getByRole("list", { name: "Days off and other hours" }))
    .queryAllByRole("listitem")
    .filter((item) => item.classList.contains("schedule-item"))
    .map((item) => item.querySelector(".schedule-item-time")?.textContent);

const christmas: DayOffOut = {
  id: 2,
  first: "2026-12-25",
  last: "2026-12-25",
  hours: [{ start: "10:00", end: "13:00", places: 2, session_minutes: 30 }],
  booked: [{ appointment_id: 5, date: "2026-12-25", start: "10:00", end: "10:30", client_name: "Rohit Sharma" }],
};

describe("DaysOff", () => {
  beforeEach(() => {
    listedDaysOff = [{ id: 1, first: "2026-12-24", last: "2026-12-24", hours: [], booked: [] }];
    useSession.setState({ token: "tok", user: null });
  });
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("lists a day off as such, and other hours with their times and what is booked on them", async () => {
    listedDaysOff = [...listedDaysOff, christmas];
    serve();
    renderAt(PATHS.schedule, <DaysOff />);
    await screen.findByText("Rohit Sharma", { exact: false });
    const [dayOff, otherHours] = listed();
    expect(dayOff).toMatch(/^Thu, 24 Dec,? 2026 · Day off$/);
    expect(otherHours).toMatch(
      /^Fri, 25 Dec,? 2026 · Other hours: 10 : 00 AM - 1 : 00 PM \(30-min sessions, 2 places\)$/,
    );
    expect(screen.getByText("1 time is already booked on it:")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Remove other hours Fri, 25 Dec/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Remove day off Thu, 24 Dec/ })).toBeTruthy();
  });

  it("adds a day off as before: the dates only", async () => {
    serve((call) => (call.method === "POST" ? { status: 201, body: { ...listedDaysOff[0], id: 3 } } : undefined));
    renderAt(PATHS.schedule, <DaysOff />);
    await waitFor(() => expect(listed()).toHaveLength(1));
    expect((screen.getByRole("radio", { name: "Day off" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("group", { name: "Hours 1" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2027-01-05" } });
    await click(screen.getByRole("button", { name: "Add day off" }));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ first: "2027-01-05", last: "2027-01-05" });
  });

  it("adds other hours: each row's times, places and session length", async () => {
    const success = vi.spyOn(toast, "success");
    serve((call) => {
      if (call.method !== "POST") return undefined;
      listedDaysOff = [...listedDaysOff, christmas];
      return { status: 201, body: christmas };
    });
    renderAt(PATHS.schedule, <DaysOff />);
    await waitFor(() => expect(listed()).toHaveLength(1));

    await click(screen.getByRole("radio", { name: "Other hours" }));
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-25" } });
    fireEvent.change(screen.getByLabelText("Last date (for a range)"), { target: { value: "2026-12-26" } });
    choose(1, "End time", "Hour", "1");
    choose(1, "End time", "AM / PM", "PM");
    fireEvent.change(row(1).getByLabelText("Available Slots"), { target: { value: "2" } });
    fireEvent.change(row(1).getByLabelText("Session length"), { target: { value: "30" } });
    expect(row(1).queryByRole("button", { name: "Remove hours 1" })).toBeNull();

    // A new row takes the hour after the last one; a third one is removed again.
    await click(screen.getByRole("button", { name: "Add hours" }));
    await click(screen.getByRole("button", { name: "Add hours" }));
    await click(screen.getByRole("button", { name: "Remove hours 3" }));
    expect(screen.queryByRole("group", { name: "Hours 3" })).toBeNull();
    choose(2, "Start time", "Hour", "3");
    choose(2, "End time", "Hour", "5");
    choose(2, "End time", "Minutes", "30");

    await click(screen.getByRole("button", { name: "Add other hours" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Other hours added"));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: URL,
      body: {
        first: "2026-12-25",
        last: "2026-12-26",
        hours: [
          { start: "10:00", end: "13:00", places: 2, session_minutes: 30 },
          { start: "15:00", end: "17:30", places: 1, session_minutes: null },
        ],
      },
    });
    await waitFor(() => expect(listed()).toHaveLength(2));
    expect(listed()[1]).toMatch(/Other hours: 10 : 00 AM - 1 : 00 PM \(30-min sessions, 2 places\)$/);
  });

  it("checks the rows before sending: an end after the start, a session that fits", async () => {
    serve();
    renderAt(PATHS.schedule, <DaysOff />);
    await waitFor(() => expect(listed()).toHaveLength(1));
    await click(screen.getByRole("radio", { name: "Other hours" }));
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-25" } });
    choose(1, "End time", "Hour", "9");
    await click(screen.getByRole("button", { name: "Add other hours" }));
    expect(within(row(1).getByRole("group", { name: "End time" })).getByText("The end time must be after the start time.")).toBeTruthy();

    choose(1, "End time", "Hour", "10");
    choose(1, "End time", "Minutes", "20");
    fireEvent.change(row(1).getByLabelText("Session length"), { target: { value: "30" } });
    await click(screen.getByRole("button", { name: "Add other hours" }));
    expect(row(1).getByText("A session must fit between the start and end times.")).toBeTruthy();
    expect(row(1).getByLabelText("Session length").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("shows the server's messages next to their inputs", async () => {
    const error = vi.spyOn(toast, "error");
    const overlap = "These dates overlap a day off or other hours you already have.";
    const places = "Available Slots must be between 1 and 100.";
    serve((call) =>
      call.method === "POST"
        ? {
            status: 422,
            body: { message: "Please check the highlighted fields.", fields: { first: overlap, "hours.0.places": places } },
          }
        : undefined,
    );
    renderAt(PATHS.schedule, <DaysOff />);
    await waitFor(() => expect(listed()).toHaveLength(1));
    await click(screen.getByRole("radio", { name: "Other hours" }));
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-12-24" } });
    await click(screen.getByRole("button", { name: "Add other hours" }));

    await waitFor(() => expect(error).toHaveBeenCalledWith("Please check the highlighted fields."));
    const date = screen.getByLabelText("Date");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(date.getAttribute("aria-describedby")!)?.textContent).toBe(overlap);
    const slots = row(1).getByLabelText("Available Slots");
    expect(document.getElementById(slots.getAttribute("aria-describedby")!)?.textContent).toBe(places);

    // Changing the field takes its message away.
    fireEvent.change(slots, { target: { value: "3" } });
    expect(row(1).queryByText(places)).toBeNull();
  });
});

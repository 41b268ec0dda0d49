// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { ScheduleOut } from "../api/types";
import { SchedulePage } from "./schedule-page";

interface Call {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status?: number; body?: unknown };

let saved: ScheduleOut;
let calls: Call[];

function serve(reply: (call: Call) => Reply | undefined = () => undefined) {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? "GET", url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = reply(call) ?? (url === "/api/v1/schedule/me" && call.method === "GET" ? { body: saved } : { status: 404 });
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200 });
    }),
  );
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const choose = (fieldset: string, label: string, value: string) =>
  fireEvent.change(within(screen.getByRole("group", { name: fieldset })).getByLabelText(label), { target: { value } });
const listed = () =>
  within(screen.getByRole("region", { name: "Schedule" }))
    .queryAllByRole("listitem")
    .map((item) => item.querySelector(".schedule-item-time")?.textContent);

async function addTime(start: [string, string, string], end: [string, string, string], days: string[]) {
  choose("Start time", "Hour", start[0]);
  choose("Start time", "Minutes", start[1]);
  choose("Start time", "AM / PM", start[2]);
  choose("End time", "Hour", end[0]);
  choose("End time", "Minutes", end[1]);
  choose("End time", "AM / PM", end[2]);
  for (const day of days) fireEvent.click(screen.getByRole("button", { name: day }));
  await click(screen.getByRole("button", { name: "Add Time" }));
}

describe("SchedulePage", () => {
  beforeEach(() => {
    saved = {
      windows: [{ id: 3, days: ["Mon", "Wed"], start: "10:00", end: "11:00", places: 2, session_minutes: null }],
      time_zone: "Asia/Kolkata",
      booking_horizon_days: 60,
      rules: { buffer_before_minutes: 0, buffer_after_minutes: 0, notice_hours: 2, daily_limit: null },
      cancellation_policy: [
        { hours: 24, percent: 100 },
        { hours: 0, percent: 0 },
      ],
      reschedule: { limit: 2, notice_hours: null },
    };
    useSession.setState({ token: "tok", user: null });
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the saved times in the spec's text with their days and places, and the settings", async () => {
    serve();
    renderWithQuery(<SchedulePage />);
    expect(screen.getByText("Please Wait...")).toBeTruthy();
    expect(await screen.findByText("10 : 00 - 11 : 00 AM")).toBeTruthy();
    expect(screen.getByText("Mon Wed · 2 places")).toBeTruthy();
    expect((screen.getByLabelText("Time zone") as HTMLSelectElement).value).toBe("Asia/Kolkata");
    expect((screen.getByLabelText(/days ahead/) as HTMLInputElement).value).toBe("60");
    expect((screen.getByLabelText("Available Slots") as HTMLInputElement).value).toBe("1");
    // Hours 1-12 and minutes in tens: the spec's "60" is not offered.
    const minutes = within(screen.getByRole("group", { name: "Start time" })).getByLabelText("Minutes");
    expect([...minutes.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["00", "10", "20", "30", "40", "50"]);
    const hours = within(screen.getByRole("group", { name: "End time" })).getByLabelText("Hour");
    expect(hours.querySelectorAll("option")).toHaveLength(12);
  });

  it("says Schedule Not Added when there is none", async () => {
    saved = { ...saved, windows: [] };
    serve();
    renderWithQuery(<SchedulePage />);
    expect(await screen.findByText("Schedule Not Added")).toBeTruthy();
  });

  it("adds a time crossing noon, ignores a repeated time, keeps the draft, and saves with the settings", async () => {
    const success = vi.spyOn(toast, "success");
    serve((call) => (call.method === "PUT" ? { body: { ...(call.body as ScheduleOut), windows: [
      { id: 3, days: ["Mon", "Wed"], start: "10:00", end: "11:00", places: 2, session_minutes: null },
      { id: 9, days: ["Tue", "Sat"], start: "11:00", end: "13:00", places: 3, session_minutes: 30 },
    ] } } : undefined));
    renderWithQuery(<SchedulePage />);
    await screen.findByText("10 : 00 - 11 : 00 AM");

    fireEvent.change(screen.getByLabelText("Available Slots"), { target: { value: "3" } });
    fireEvent.change(screen.getByLabelText("Session length"), { target: { value: "30" } });
    await addTime(["11", "0", "AM"], ["1", "0", "PM"], ["Tuesday", "Saturday"]);
    expect(screen.getByRole("button", { name: "Tuesday" }).getAttribute("aria-pressed")).toBe("true");
    expect(listed()).toEqual(["10 : 00 - 11 : 00 AM", "11 : 00 AM - 1 : 00 PM"]);
    expect(screen.getByText(/Tue Sat · 30-min sessions · 3 places/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("shedule")!)).toHaveLength(2);

    await addTime(["10", "0", "AM"], ["11", "0", "AM"], []);
    expect(listed()).toHaveLength(2);
    expect(screen.getByText("This time is already in the list.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/days ahead/), { target: { value: "30" } });
    fireEvent.change(screen.getByLabelText(/Buffer after/), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText(/Most bookings a day/), { target: { value: "6" } });
    fireEvent.change(screen.getByLabelText(/Reschedules a client may make/), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText(/Reschedule up to/), { target: { value: "48" } });
    await click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Schedule Added Successful!"));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      windows: [
        { id: 3, days: ["Mon", "Wed"], start: "10:00", end: "11:00", places: 2, session_minutes: null },
        { id: null, days: ["Tue", "Sat"], start: "11:00", end: "13:00", places: 3, session_minutes: 30 },
      ],
      time_zone: "Asia/Kolkata",
      booking_horizon_days: 30,
      rules: { buffer_before_minutes: 0, buffer_after_minutes: 10, notice_hours: 2, daily_limit: 6 },
      cancellation_policy: [
        { hours: 24, percent: 100 },
        { hours: 0, percent: 0 },
      ],
      reschedule: { limit: 1, notice_hours: 48 },
    });
    expect(localStorage.getItem("shedule")).toBeNull();
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
  });

  it("edits the cancellation policy's tiers, says them in plain words, and shows the server's error on its tier", async () => {
    serve((call) =>
      call.method === "PUT"
        ? {
            status: 400,
            body: {
              detail: "A shorter notice cannot give back more than a longer one.",
              fields: { "cancellation_policy.2.percent": "A shorter notice cannot give back more than a longer one." },
            },
          }
        : undefined,
    );
    renderWithQuery(<SchedulePage />);
    await screen.findByText("10 : 00 - 11 : 00 AM");
    expect(screen.getByText(/Clients read:/).textContent).toBe(
      "Clients read: Free cancellation up to 24 hours before; no refund after.",
    );
    await click(screen.getByRole("button", { name: "Add tier" }));
    fireEvent.change(screen.getByLabelText("Tier 2: at least this many hours before"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("Tier 2: refund (%)"), { target: { value: "50" } });
    expect(screen.getByText(/Clients read:/).textContent).toBe(
      "Clients read: Free cancellation up to 24 hours before; 50 % back up to 2 hours before; no refund after.",
    );
    fireEvent.change(screen.getByLabelText("Tier 3: refund (%)"), { target: { value: "80" } });
    await click(screen.getByRole("button", { name: "Save" }));
    const put = calls.find((c) => c.method === "PUT")?.body as ScheduleOut;
    expect(put.cancellation_policy).toEqual([
      { hours: 24, percent: 100 },
      { hours: 2, percent: 50 },
      { hours: 0, percent: 80 },
    ]);
    const percent = await screen.findByLabelText("Tier 3: refund (%)");
    await waitFor(() => expect(percent.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("A shorter notice cannot give back more than a longer one.").length).toBeGreaterThan(0);
    await click(screen.getByRole("button", { name: "Remove tier 1" }));
    expect((screen.getByLabelText("Tier 1: at least this many hours before") as HTMLInputElement).value).toBe("2");
    expect(screen.queryByRole("button", { name: "Add tier" })).toBeTruthy();
  });

  it("keeps an unsaved list across a reload, and deletes an item from it", async () => {
    serve();
    const first = renderWithQuery(<SchedulePage />);
    await screen.findByText("10 : 00 - 11 : 00 AM");
    await addTime(["2", "30", "PM"], ["3", "30", "PM"], ["Friday"]);
    first.unmount();

    renderWithQuery(<SchedulePage />);
    expect(await screen.findByText("2 : 30 - 3 : 30 PM")).toBeTruthy();
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
    await click(screen.getByRole("button", { name: "Delete 10 : 00 - 11 : 00 AM" }));
    expect(listed()).toEqual(["2 : 30 - 3 : 30 PM"]);
    expect(JSON.parse(localStorage.getItem("shedule")!)).toEqual([
      { id: null, time: "2 : 30 - 3 : 30 PM", day: "Fri", slot: 1, session: null },
    ]);
  });

  it("asks for a day and an end after the start before adding", async () => {
    serve();
    renderWithQuery(<SchedulePage />);
    await screen.findByText("10 : 00 - 11 : 00 AM");
    await addTime(["4", "0", "PM"], ["3", "0", "PM"], []);
    expect(screen.getByText("Choose at least one day.").getAttribute("role")).toBe("alert");
    expect(screen.getByText("The end time must be after the start time.")).toBeTruthy();
    expect(listed()).toEqual(["10 : 00 - 11 : 00 AM"]);
    expect(localStorage.getItem("shedule")).toBeNull();
  });

  it("notes that a day must be chosen only while none is", async () => {
    serve();
    renderWithQuery(<SchedulePage />);
    await screen.findByText("10 : 00 - 11 : 00 AM");
    expect(screen.getByText("Choose at least one day.")).toBeTruthy();
    const days = within(screen.getByRole("group", { name: "Days" })).getAllByRole("button");
    expect(days).toHaveLength(7);
    for (const day of days) fireEvent.click(day);
    expect(days.every((day) => day.getAttribute("aria-pressed") === "true")).toBe(true);
    expect(screen.queryByText("Choose at least one day.")).toBeNull();
    fireEvent.click(days[0]);
    expect(screen.queryByText("Choose at least one day.")).toBeNull();
    for (const day of days.slice(1)) fireEvent.click(day);
    expect(screen.getByText("Choose at least one day.")).toBeTruthy();
  });

  it("shows the server's refusal on the item and keeps the draft", async () => {
    const error = vi.spyOn(toast, "error");
    serve((call) =>
      call.method === "PUT"
        ? { status: 400, body: { message: "This time overlaps another time on Mon.", fields: { "windows.1.start": "This time overlaps another time on Mon." } } }
        : undefined,
    );
    renderWithQuery(<SchedulePage />);
    await screen.findByText("10 : 00 - 11 : 00 AM");
    await addTime(["10", "30", "AM"], ["11", "30", "AM"], ["Monday"]);
    await click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Schedule Submit Not Successful"));
    const item = screen.getByText("10 : 30 - 11 : 30 AM").closest("li")!;
    expect(within(item).getByText("This time overlaps another time on Mon.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This time overlaps another time on Mon.");
    expect(JSON.parse(localStorage.getItem("shedule")!)).toHaveLength(2);
  });

  it("says Try Again Please... when the schedule cannot load, and does not save over it", async () => {
    const error = vi.spyOn(toast, "error");
    serve((call) => (call.method === "GET" ? { status: 500, body: { message: "Server error" } } : undefined));
    renderWithQuery(<SchedulePage />);
    await waitFor(() => expect(error).toHaveBeenCalledWith("Try Again Please...", expect.anything()));
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Schedule Not Added")).toBeTruthy();
  });
});

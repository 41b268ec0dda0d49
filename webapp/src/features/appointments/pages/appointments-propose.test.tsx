// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { Received } from "../api/types";
import { makeReceived } from "../testing/appointment-fixture";
import { fakeApi, pageOf, type Route } from "../testing/fake-api";
import { closeFakeSocket } from "../testing/fake-socket";
import { AppointmentsPage } from "./appointments-page";

const ME = { id: 7, name: "Asha Rao", first_name: "Asha", last_name: "Rao", username: "asha", phone: "+919812345678", image: null, image_sources: null, language: "en" as const };
const slotsOf = (date: string) => ({
  professional_id: 7, date, time_zone: "Asia/Kolkata", first_date: date, last_date: "2099-01-01", payment_required: false,
  windows: [
    { window_id: 11, starts_at: "", ends_at: "", start: "10:00", end: "11:00", places: 1, left: 1, closed: null },
    { window_id: 12, starts_at: "", ends_at: "", start: "15:00", end: "16:00", places: 1, left: 0, closed: "full" },
  ],
});

function renderPage(items: Received[], route: Route) {
  const calls = fakeApi((call) => {
    if (call.method === "GET" && call.url.startsWith("/api/v1/appointments/received")) return { body: pageOf(items) };
    if (call.url.startsWith("/api/v1/professionals/7/slots")) return { body: slotsOf(new URL(call.url, "http://x").searchParams.get("date") ?? "") };
    return route(call);
  });
  const router = createMemoryRouter([{ path: PATHS.appointments, element: <AppointmentsPage /> }], { initialEntries: [PATHS.appointments] });
  renderWithQuery(<RouterProvider router={router} />);
  return calls;
}

describe("AppointmentsPage: proposing new times", () => {
  beforeEach(() => useSession.setState({ token: "tok", user: ME }));
  afterEach(() => {
    closeFakeSocket();
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("sends the chosen free times and the note, and shows a refused time on its row", async () => {
    let refuse = true;
    const calls = renderPage([makeReceived({ id: 61, status: "accepted", can_propose: true })], (call) => {
      if (call.method !== "POST") return undefined;
      if (refuse) {
        refuse = false;
        return { status: 409, body: { message: "This time has just been taken.", fields: { "times.0.window_id": "This time has just been taken." } } };
      }
      return { body: makeReceived({ id: 61 }) };
    });
    const card = within(await screen.findByRole("article", { name: "Ravi Kumar" }));
    fireEvent.click(card.getByRole("button", { name: "Propose new times" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Propose new times" }));
    fireEvent.change(dialog.getByLabelText("Date"), { target: { value: "2030-01-07" } });
    const time = dialog.getByLabelText("Time") as HTMLSelectElement;
    await waitFor(() => expect(time.options.length).toBe(3));
    expect([...time.options].find((option) => option.value === "12@15:00")?.disabled).toBe(true);
    fireEvent.change(time, { target: { value: "11@10:00" } });
    fireEvent.change(dialog.getByLabelText("Note to the client"), { target: { value: "Travelling" } });
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Send" })));
    await waitFor(() => expect(dialog.getAllByText("This time has just been taken.").length).toBeGreaterThan(0));
    await act(async () => fireEvent.click(dialog.getByRole("button", { name: "Send" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const sent = calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body]);
    expect(sent.at(-1)).toEqual([
      "/api/v1/appointments/61/proposals",
      { times: [{ date: "2030-01-07", window_id: 11, start: "10:00" }], note: "Travelling" },
    ]);
  });

  it("offers no proposal on an appointment that cannot move, and shows one waiting", async () => {
    renderPage(
      [makeReceived({ status: "cancelled", can_propose: false }), makeReceived({ client_name: "Meera Iyer", status: "accepted", can_propose: true, proposals: [{ id: 5, date: "2025-01-08", start: "10:00", end: "11:00", starts_at: "", ends_at: "" }] })],
      () => undefined,
    );
    const waiting = within(await screen.findByRole("article", { name: "Meera Iyer" }));
    expect(waiting.getByText(/waiting for the client's answer/)).toBeTruthy();
    const cancelled = within(screen.getByRole("article", { name: "Ravi Kumar" }));
    expect(cancelled.queryByRole("button", { name: "Propose new times" })).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { Appointment } from "../api/types";
import { makeAppointment } from "../testing/appointment-fixture";
import { fakeApi, pageOf } from "../testing/fake-api";
import { closeFakeSocket } from "../testing/fake-socket";
import { YourAppointmentsPage } from "./your-appointments-page";

const ME = { id: 3, name: "Ravi Kumar", first_name: "Ravi", last_name: "Kumar", username: "ravi", phone: "+919876543210", image: null, image_sources: null, language: "en" as const };

function renderPage(items: () => Appointment[]) {
  const calls = fakeApi((call) => {
    if (call.url.startsWith("/api/v1/appointments/mine")) return { body: pageOf(items()) };
    if (call.method === "POST") return { body: items()[0] };
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: PATHS.yourAppointments, element: <YourAppointmentsPage /> },
      { path: PATHS.bookAppointment, element: <p>Booking page</p> },
    ],
    { initialEntries: [PATHS.yourAppointments] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return { calls, router };
}

describe("YourAppointmentsPage: moving an appointment", () => {
  beforeEach(() => useSession.setState({ token: "tok", user: ME }));
  afterEach(() => {
    closeFakeSocket();
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("opens the professional's booking page for the same plan, its time marked", async () => {
    const appointment = makeAppointment({ id: 41, status: "accepted", can_reschedule: true, plan_id: 9, date: "2025-01-06", start: "10:00" });
    const { router } = renderPage(() => [appointment]);
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    fireEvent.click(card.getByRole("link", { name: "Reschedule" }));
    await screen.findByText("Booking page");
    const { pathname, search } = router.state.location;
    expect(pathname).toBe(PATHS.bookAppointment);
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      professional: "7", plan: "9", date: "2025-01-06", reschedule: "41", current: "2025-01-06T10:00",
    });
  });

  it("offers no Reschedule when the server says it may not be moved", async () => {
    renderPage(() => [makeAppointment({ status: "accepted", can_reschedule: false })]);
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    expect(card.queryByRole("link", { name: "Reschedule" })).toBeNull();
  });

  it("shows the proposed times with the note, and picking one moves it", async () => {
    let items = [
      makeAppointment({
        id: 42, status: "accepted",
        proposal_note: "I am travelling that day",
        proposal_expires_at: "2025-01-05T10:00:00Z",
        proposals: [
          { id: 77, date: "2025-01-07", start: "15:00", end: "16:00", starts_at: "2025-01-07T09:30:00Z", ends_at: "2025-01-07T10:30:00Z" },
          { id: 78, date: "2025-01-08", start: "09:00", end: "10:00", starts_at: "2025-01-08T03:30:00Z", ends_at: "2025-01-08T04:30:00Z" },
        ],
      }),
    ];
    const { calls } = renderPage(() => items);
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    const proposals = within(card.getByRole("region", { name: "The professional proposes new times" }));
    expect(proposals.getByText("I am travelling that day")).toBeTruthy();
    const pick = proposals.getByRole("button", { name: /Move to Jan-08-2025/ });
    items = [makeAppointment({ id: 42, status: "accepted", date: "2025-01-08", start: "09:00", end: "10:00", moves: 1 })];
    fireEvent.click(pick);
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url === "/api/v1/appointments/42/proposals/78/pick")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("region", { name: "The professional proposes new times" })).toBeNull());
  });

  it("declines the proposed times after asking", async () => {
    const items = [
      makeAppointment({
        id: 43, status: "accepted", paid: true, proposal_expires_at: "2025-01-05T10:00:00Z",
        proposals: [{ id: 79, date: "2025-01-07", start: "15:00", end: "16:00", starts_at: "2025-01-07T09:30:00Z", ends_at: "2025-01-07T10:30:00Z" }],
      }),
    ];
    const { calls } = renderPage(() => items);
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    fireEvent.click(card.getByRole("button", { name: "Decline and cancel" }));
    expect(await screen.findByText("The appointment is cancelled and refunded in full.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, decline" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST" && c.url === "/api/v1/appointments/43/proposals/decline")).toBe(true));
  });
});

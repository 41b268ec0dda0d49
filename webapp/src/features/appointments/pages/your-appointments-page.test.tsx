// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { Appointment } from "../api/types";
import { makeAppointment } from "../testing/appointment-fixture";
import { YourAppointmentsPage } from "./your-appointments-page";
import { PATHS } from "../../../shared/routing/paths";

const ME = { id: 3, name: "Ravi Kumar", first_name: "Ravi", last_name: "Kumar", username: "ravi", phone: "+919876543210", image: null, image_sources: null, language: "en" as const };
let stored: Appointment[];
let hits: string[];
let purchases: unknown[] = [];

function serve() {
  hits = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      // The places in line (above the list) are asked for apart: the hits are the list's.
      if (url === "/api/v1/appointments/waitlist") return new Response("[]");
      // The client's packages (above the list) too.
      if (url === "/api/v1/packages/purchases/mine") return new Response(JSON.stringify(purchases));
      hits.push(url);
      const page = Number(new URL(url, "http://x").searchParams.get("page"));
      const items = stored.slice((page - 1) * 10, page * 10);
      return new Response(JSON.stringify({ items, page, has_next: stored.length > page * 10 }));
    }),
  );
}

function renderAt(state: unknown = null) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: PATHS.yourAppointments, element: <YourAppointmentsPage /> },
    ],
    { initialEntries: [{ pathname: PATHS.yourAppointments, state }] },
  );
  return { router, ...renderWithQuery(<RouterProvider router={router} />) };
}

const cards = () => screen.queryAllByRole("article");

describe("YourAppointmentsPage", () => {
  beforeEach(() => {
    useSession.setState({ token: "tok", user: ME });
    // jsdom has no layout: a tall page scrolled to the top never reaches the 80 % mark.
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each package's credits left of N above the list", async () => {
    stored = [];
    purchases = [{
      id: 5, package_id: 2, name: "Three talks", plan_id: 3, plan_name: "Consultation", professional_id: 7,
      professional_name: "Asha Rao", sessions: 3, credits_left: 2, expires_at: "2099-01-05T10:00:00Z", expired: false,
    }];
    serve();
    renderAt();
    const balance = await screen.findByTestId("package-balance");
    expect(within(balance).getByText("2 of 3 sessions left")).toBeTruthy();
    expect(within(balance).getByText(/^Valid until /)).toBeTruthy();
    purchases = [];
  });

  it("says No Appoinments Booked when there are none", async () => {
    stored = [];
    serve();
    renderAt();
    expect(await screen.findByText("No Appoinments Booked")).toBeTruthy();
  });

  it("shows each appointment with the professional, the spec's date and time text, session, type and status", async () => {
    stored = [
      makeAppointment({ date: "2025-03-04", start: "11:00", end: "13:00", plan_name: "Case review", plan_type: "Offline" }),
    ];
    serve();
    renderAt();
    const card = within(await screen.findByRole("article", { name: "Asha Rao" }));
    expect(card.getByText("Family lawyer")).toBeTruthy();
    expect(card.getByText("Mar-04-2025")).toBeTruthy();
    expect(card.getByText("11 : 00 AM - 1 : 00 PM", { exact: false })).toBeTruthy();
    expect(card.getByText("Case review")).toBeTruthy();
    expect(card.getByText("Offline")).toBeTruthy();
    expect(card.getByText("Pending")).toBeTruthy();
    expect(hits).toEqual(["/api/v1/appointments/mine?page=1"]);
  });

  it("refetches on arrival from a booking (state condi) and shows the newest on top", async () => {
    stored = [makeAppointment({ plan_name: "Older booking" })];
    serve();
    const { router } = renderAt();
    await screen.findByText("Older booking");
    await act(() => router.navigate("/"));
    stored = [makeAppointment({ plan_name: "Just booked" }), ...stored];
    await act(() => router.navigate(PATHS.yourAppointments, { state: { condi: true } }));
    await waitFor(() => expect(cards()[0].textContent).toContain("Just booked"));
    expect(hits).toEqual(["/api/v1/appointments/mine?page=1", "/api/v1/appointments/mine?page=1"]);
  });

  it("shows the cached list without asking again when arriving without condi", async () => {
    stored = [makeAppointment({ plan_name: "Older booking" })];
    serve();
    const { router } = renderAt();
    await screen.findByText("Older booking");
    await act(() => router.navigate("/"));
    await act(() => router.navigate(PATHS.yourAppointments));
    expect(screen.getByText("Older booking")).toBeTruthy();
    expect(hits).toHaveLength(1);
  });
});

// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import { WebinarCarousel } from "./webinar-carousel";

const webinar = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Webinar ${id}`,
  short_description: "Learn the basics.",
  description: "<p>Hi</p>",
  starts_at: "2026-12-05T04:30:00Z",
  ends_at: "2026-12-05T05:30:00Z",
  date: "2026-12-05",
  start: "10:00",
  end: "11:00",
  time_zone: "Asia/Kolkata",
  seats: 20,
  left: 5,
  booked: 15,
  type: "Online",
  price: 0,
  banner: null,
  host: { id: 9, name: "Meera Iyer", position: "Doctor", username: "meera", image: null },
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} {JSON.stringify(location.state)}</p>;
}

function renderCarousel() {
  const router = createMemoryRouter([
    { path: "/", element: <WebinarCarousel /> },
    { path: "*", element: <Where /> },
  ]);
  renderWithQuery(<RouterProvider router={router} />);
  return () => screen.getByRole("region", { name: "Popular Webinars" });
}

describe("WebinarCarousel", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows skeletons, then the cards with the spec's cuts, linking to the event page", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const section = renderCarousel();
    expect(section().querySelectorAll(".webinar-card-skeleton")).toHaveLength(4);
    expect(section().getAttribute("aria-busy")).toBe("true");

    const long = "T".repeat(50);
    answer(
      new Response(
        JSON.stringify([
          webinar(1, { title: long, short_description: "S".repeat(90), price: 499 }),
          webinar(2, { seats: null, left: null }),
        ]),
      ),
    );
    // Named by its text, which starts with the title as shown (the cut one).
    const first = await within(section()).findByRole("link", { name: new RegExp(`^${"T".repeat(46)}\\.\\.\\. `) });
    expect(first.hasAttribute("aria-label")).toBe(false);
    expect(first.getAttribute("href")).toBe("/e/1");
    expect(within(first).getByText(`${"T".repeat(46)}...`)).toBeTruthy();
    expect(within(first).getByText(`${"S".repeat(80)}...`)).toBeTruthy();
    expect(within(first).getByText("₹499")).toBeTruthy();
    expect(within(first).getByText("Slots: 20 · 5 left")).toBeTruthy();
    expect(within(first).getByText("10 : 00 - 11 : 00 AM")).toBeTruthy();
    const second = within(section()).getByRole("link", { name: /^Webinar 2 / });
    expect(within(second).getByText("Free")).toBeTruthy();
    expect(within(second).getByText("Slots: Unlimited")).toBeTruthy();
    expect((second.querySelector("img") as HTMLImageElement).getAttribute("src")).toBe("/default-banner.svg");
    expect(fetchMock.mock.calls[0]).toEqual(["/api/v1/events/popular", expect.objectContaining({ method: "GET" })]);
  });

  it('shows "No Upcoming Webinar" for an empty list and when the request fails', async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ message: "Boom" }), { status: 500 })));
    const section = renderCarousel();
    expect(await within(section()).findByText("No Upcoming Webinar")).toBeTruthy();
    expect(section().querySelectorAll(".webinar-card-skeleton")).toHaveLength(0);
    expect(screen.queryByText("Boom")).toBeNull();
  });

  it('"See More" opens every upcoming webinar', async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("[]")));
    const section = renderCarousel();
    within(section()).getByRole("link", { name: "See More Popular Webinars" }).click();
    expect(await screen.findByText('at /eventSearch {"query":""}')).toBeTruthy();
  });
});

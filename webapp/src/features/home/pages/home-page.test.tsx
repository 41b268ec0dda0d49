// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HomePage } from "./home-page";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} {JSON.stringify(location.state)}</p>;
}

describe("HomePage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the categories, then the professional and webinar carousels in the spec's order, one request each", async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response("[]"));
    vi.stubGlobal("fetch", fetchMock);
    const router = createMemoryRouter([
      { path: "/", element: <HomePage /> },
      { path: "*", element: <Where /> },
    ]);
    renderWithQuery(<RouterProvider router={router} />);

    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Top Category",
      "Popular Professionals",
      "Popular Webinars",
      "Popular Software Engineer",
      "Popular Lawyers",
      "Popular Doctors",
      "Popular HR",
    ]);
    await vi.waitFor(() => expect(screen.getAllByText("Professional Not Available")).toHaveLength(5));
    expect(screen.getByText("No Upcoming Webinar")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)).replace(/\+/g, " "))).toEqual([
      "/api/v1/professionals/popular?term=&limit=12",
      "/api/v1/events/popular",
      "/api/v1/professionals/popular?term=Software Engineer&limit=12",
      "/api/v1/professionals/popular?term=Lawyer&limit=12",
      "/api/v1/professionals/popular?term=Doctor&limit=12",
      "/api/v1/professionals/popular?term=HR&limit=12",
    ]);

    const categories = screen.getByRole("region", { name: "Top Category" });
    const names = Array.from(categories.querySelectorAll("a")).map((a) => a.textContent);
    expect(names).toEqual([
      "Doctor", "Engineer", "HR", "Lawyer", "Influencer", "Professor", "Teacher", "Fitness", "Finance", "Entrepreneur",
    ]);
    screen.getByRole("link", { name: "Fitness" }).click();
    expect(await screen.findByText('at /searchList {"query":"Fitness"}')).toBeTruthy();
  });
});

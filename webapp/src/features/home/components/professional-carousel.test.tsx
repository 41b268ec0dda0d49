// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROFESSIONAL_SECTIONS } from "../constants";
import { ProfessionalCarousel } from "./professional-carousel";
import { stubIntersectionObserver } from "../../../shared/testing/fake-intersection-observer";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

const lawyers = PROFESSIONAL_SECTIONS.find((s) => s.term === "Lawyer")!;
const card = (id: number, name: string) => ({
  id, username: `u${id}`, name, position: "Advocate", image: null, verified: false, category: "Lawyer",
});

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} {JSON.stringify(location.state)}</p>;
}

function renderCarousel() {
  const router = createMemoryRouter([
    { path: "/", element: <ProfessionalCarousel section={lawyers} /> },
    { path: "*", element: <Where /> },
  ]);
  const view = renderWithQuery(<RouterProvider router={router} />);
  return { ...view, section: () => screen.getByRole("region", { name: "Popular Lawyers" }) };
}

const skeletons = (root: HTMLElement) => root.querySelectorAll(".pro-card-skeleton");

describe("ProfessionalCarousel", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows 13 skeletons while loading, then the cards, with one request for its term", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const { section } = renderCarousel();
    expect(skeletons(section())).toHaveLength(13);
    expect(section().getAttribute("aria-busy")).toBe("true");

    answer(new Response(JSON.stringify([card(1, "Meera Iyer"), card(2, "Ravi Shah")])));
    expect(await within(section()).findByAltText("Meera Iyer")).toBeTruthy();
    expect(within(section()).getByRole("link", { name: /Ravi Shah/ }).getAttribute("href")).toBe("/view/2");
    expect(skeletons(section())).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      "/api/v1/professionals/popular?term=Lawyer&limit=12",
      expect.objectContaining({ method: "GET" }),
    ]);
  });

  it("far below the fold, builds only the skeletons a row can show and asks for nothing until near", async () => {
    const { scrollNear } = stubIntersectionObserver();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([card(1, "Meera Iyer")])));
    vi.stubGlobal("fetch", fetchMock);
    const { section } = renderCarousel();
    expect(skeletons(section())).toHaveLength(5);
    expect(section().classList.contains("home-section-far")).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    scrollNear();
    expect(section().classList.contains("home-section-far")).toBe(false);
    expect(await within(section()).findByAltText("Meera Iyer")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows "Professional Not Available" for an empty list', async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("[]")));
    const { section } = renderCarousel();
    expect(await within(section()).findByText("Professional Not Available")).toBeTruthy();
    expect(skeletons(section())).toHaveLength(0);
  });

  it("keeps the skeletons, silently, when the request fails", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message: "Boom" }), { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const { section } = renderCarousel();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(skeletons(section())).toHaveLength(13);
    expect(within(section()).queryByText("Professional Not Available")).toBeNull();
    expect(screen.queryByText("Boom")).toBeNull();
  });

  it('"See More" says what it shows more of and opens the results with the section\'s term', async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("[]")));
    const { section } = renderCarousel();
    const seeMore = within(section()).getByRole("link", { name: "See More Popular Lawyers" });
    // The words shown stay the spec's; the rest is for screen readers (and Lighthouse's link-text).
    expect(seeMore.querySelector(".visually-hidden")?.textContent).toBe(" Popular Lawyers");
    seeMore.click();
    expect(await screen.findByText('at /searchList {"query":"Lawyer"}')).toBeTruthy();
  });
});

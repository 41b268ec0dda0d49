// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchListPage } from "./search-list-page";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

const card = (id: number) => ({
  id, username: `user${id}`, name: `Pro ${id}`, position: "Lawyer", image: null, verified: false, category: "Lawyer",
});
const page = (ids: number[], pageNo: number, hasNext: boolean) => ({ items: ids.map(card), page: pageNo, has_next: hasNext });

/** Serves GET /professionals?q=&page= from `pages` (by q, then page number). */
function serve(pages: Record<string, Record<number, unknown>>) {
  const fetchMock = vi.fn(async (url: string) => {
    const params = new URL(url, "http://x").searchParams;
    const body = pages[params.get("q")!]?.[Number(params.get("page"))];
    return body ? new Response(JSON.stringify(body)) : new Response('{"message":"x"}', { status: 500 });
  });
  vi.stubGlobal("fetch", fetchMock);
  const asked = () => fetchMock.mock.calls.map(([url]) => decodeURIComponent(url.replace("/api/v1/professionals?", "")));
  return { fetchMock, asked };
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} {JSON.stringify(location.state)}</p>;
}

function renderPage(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: "/searchList", element: <SearchListPage /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [{ pathname: "/searchList", state }] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

/** jsdom has no layout: give the page a height (fixed, or 400 px per card) and a scroll position. */
function layout(pageHeight: number | "per-card", scrollY = 0) {
  const get = () => (pageHeight === "per-card" ? document.querySelectorAll(".pro-card").length * 400 : pageHeight);
  Object.defineProperty(document.documentElement, "scrollHeight", { get, configurable: true });
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(window, "scrollY", { value: scrollY, configurable: true });
}

describe("SearchListPage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    layout(0);
  });

  it("on a short page keeps pulling pages until has_next is false, then stops", async () => {
    layout(0);
    const { asked } = serve({ Lawyer: { 1: page([1, 2], 1, true), 2: page([3], 2, true), 3: page([4], 3, false) } });
    renderPage({ query: "Lawyer" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe('Results for "Lawyer"');
    expect(await screen.findByAltText("Pro 4")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toEqual(["q=Lawyer&page=1", "q=Lawyer&page=2", "q=Lawyer&page=3"]);
    expect(screen.getAllByRole("button", { name: "Book Appointment" })).toHaveLength(4);
  });

  it("stops at an empty page", async () => {
    const { asked } = serve({ "": { 1: page([1], 1, true), 2: page([], 2, true) } });
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("All professionals");
    expect(await screen.findByAltText("Pro 1")).toBeTruthy();
    await waitFor(() => expect(asked()).toEqual(["q=&page=1", "q=&page=2"]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toHaveLength(2);
    expect(screen.queryByAltText("No data")).toBeNull();
  });

  it("loads the next page on scroll past 80 %, with the scroll listener throttled to 150 ms", async () => {
    layout("per-card", 0);
    const ids = (from: number) => Array.from({ length: 10 }, (_, i) => from + i);
    const { asked } = serve({ Doctor: { 1: page(ids(1), 1, true), 2: page(ids(11), 2, true), 3: page(ids(21), 3, true) } });
    renderPage({ query: "Doctor" });
    await screen.findByAltText("Pro 10");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toHaveLength(1); // 10 cards = 4000 px; 0 + 800 < 80 % of it

    vi.useFakeTimers();
    layout("per-card", 1000);
    fireEvent.scroll(window); // leading run: not far enough
    layout("per-card", 2500);
    fireEvent.scroll(window); // inside the 150 ms window: waits
    fireEvent.scroll(window);
    expect(asked()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(149));
    expect(asked()).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(1)); // trailing run: 2500 + 800 >= 3200
    expect(asked()).toEqual(["q=Doctor&page=1", "q=Doctor&page=2"]);
    // The query cache tells the page on a timer: let those run before the real clock returns.
    await act(() => vi.advanceTimersByTimeAsync(10));
    vi.useRealTimers();
    await screen.findByAltText("Pro 20");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked()).toHaveLength(2); // 20 cards = 8000 px: 3300 is not past 6400
  });

  it("shows the no-data picture when nothing matches", async () => {
    serve({ nothing: { 1: page([], 1, false) } });
    renderPage({ query: "nothing" });
    expect(await screen.findByAltText("No data")).toBeTruthy();
    expect(screen.getByText("No professionals found")).toBeTruthy();
  });

  it("a new query starts again from page 1", async () => {
    serve({ HR: { 1: page([1], 1, false) }, Finance: { 1: page([7], 1, false) } });
    const router = renderPage({ query: "HR" });
    await screen.findByAltText("Pro 1");
    await act(() => router.navigate("/searchList", { state: { query: "Finance" } }));
    expect(await screen.findByAltText("Pro 7")).toBeTruthy();
    expect(screen.queryByAltText("Pro 1")).toBeNull();
  });

  it("Book Appointment sends a visitor to sign-in with the profile's username", async () => {
    serve({ "": { 1: page([3], 1, false) } });
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Book Appointment" }));
    expect(await screen.findByText('at /signup {"link":"user3"}')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchOverlay } from "./search-overlay";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

const card = (id: number, name: string, position: string) => ({
  id, username: `u${id}`, name, position, image: null, verified: false, category: "Doctor",
});

/** A fetch whose answers the test releases one by one, in any order. */
function controllableFetch() {
  const pending = new Map<string, { resolve: (body: unknown) => void; signal: AbortSignal }>();
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const q = new URL(url, "http://x").searchParams.get("q")!;
    return new Promise<Response>((resolve) => {
      pending.set(q, { resolve: (body) => resolve(new Response(JSON.stringify(body))), signal: init.signal! });
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  const answer = async (q: string, body: unknown) => {
    await act(async () => pending.get(q)!.resolve(body));
  };
  return { fetchMock, pending, answer };
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} {JSON.stringify(location.state)}</p>;
}

const onClose = vi.fn();
function renderOverlay() {
  const router = createMemoryRouter([
    { path: "/", element: <><SearchOverlay onClose={onClose} /><Where /></> },
    { path: "*", element: <Where /> },
  ]);
  renderWithQuery(<RouterProvider router={router} />);
  const type = (value: string) => fireEvent.change(screen.getByPlaceholderText("Search Professional"), { target: { value } });
  const rows = () => within(screen.getByRole("list", { name: "Suggestions" })).getAllByRole("listitem");
  return { type, rows };
}

describe("SearchOverlay", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    onClose.mockReset();
  });

  it("shows the query row, the webinar row and Please Wait..., then the matches with name and position", async () => {
    const { fetchMock, answer } = controllableFetch();
    const { type, rows } = renderOverlay();
    type("dr");
    expect(rows().map((row) => row.textContent)).toEqual(["dr", "Webinar: dr", "Please Wait..."]);
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/professionals/suggest?q=dr");

    await answer("dr", [card(5, "Asha Rao", "Family Doctor")]);
    await waitFor(() => expect(rows().map((row) => row.textContent)).toEqual(["dr", "Webinar: dr", "Asha RaoFamily Doctor"]));
  });

  it("shows only the two rows when nothing matches, and nothing failed is reported", async () => {
    const { answer } = controllableFetch();
    const { type, rows } = renderOverlay();
    type("zzz");
    await answer("zzz", []);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText("Please Wait...")).toBeNull();
  });

  it("never lets a late answer for an older query overwrite the newer one", async () => {
    const { fetchMock, pending, answer } = controllableFetch();
    const { type, rows } = renderOverlay();
    type("d");
    type("do");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(pending.get("d")!.signal.aborted).toBe(true);
    expect(pending.get("do")!.signal.aborted).toBe(false);

    await answer("do", [card(2, "Dorai Swamy", "Dentist")]);
    expect(await screen.findByText("Dorai Swamy")).toBeTruthy();
    // The aborted request's answer still arrives (a fetch that ignores the abort): it must be dropped.
    await answer("d", [card(1, "Deepa Nair", "Dermatologist")]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText("Dorai Swamy")).toBeTruthy();
    expect(screen.queryByText("Deepa Nair")).toBeNull();

    // Back to "d": its earlier (aborted) answer is not reused; a fresh request is made.
    type("d");
    expect(rows().at(-1)!.textContent).toBe("Please Wait...");
    expect(screen.queryByText("Dorai Swamy")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("closes, goes to / and after 100 ms to the profile, the webinar search or the results", async () => {
    const { answer } = controllableFetch();
    const { type } = renderOverlay();
    type("asha");
    await answer("asha", [card(5, "Asha Rao", "Family Doctor")]);
    const professional = await screen.findByRole("button", { name: /Asha Rao/ });
    vi.useFakeTimers();
    fireEvent.click(professional);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByText("at / null")).toBeTruthy();
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByText(/at \/view/)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/^at \/view\/5\b/)).toBeTruthy();
  });

  it('"Webinar: <query>" goes to /eventSearch with the query', () => {
    controllableFetch();
    vi.useFakeTimers();
    const { type } = renderOverlay();
    type("  yoga  ");
    fireEvent.click(screen.getByRole("button", { name: "Webinar: yoga" }));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('at /eventSearch {"query":"yoga"}')).toBeTruthy();
  });
});

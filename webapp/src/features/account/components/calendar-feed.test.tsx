// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json } from "../../../shared/testing/fake-api";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import { CALENDAR_FEED_TEXTS as T } from "../calendar-feed-texts";
import { CalendarFeed } from "./calendar-feed";

const feed = (token: string) => ({
  url: `https://consult.example.in/calendar/${token}.ics`,
  webcal_url: `webcal://consult.example.in/calendar/${token}.ics`,
  created_at: "2025-01-06T10:00:00Z",
});

/** The server: the feed starts as `initial`; each POST makes a new address, DELETE turns it off. */
function serve(initial: ReturnType<typeof feed> | null) {
  let current = initial;
  let made = 0;
  const fetchMock = vi.fn(
    fakeApi({
      "GET /calendar/feed": () => json(current)(),
      "POST /calendar/feed": () => {
        made += 1;
        current = feed(`new${made}`);
        return json(current)();
      },
      "DELETE /calendar/feed": () => {
        current = null;
        return new Response(null, { status: 204 });
      },
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return () => fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`);
}

const linkInput = () => screen.getByLabelText(T.urlLabel) as HTMLInputElement;

describe("CalendarFeed", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("explains the feed while it is off and turns it on", async () => {
    const calls = serve(null);
    renderWithQuery(<CalendarFeed />);
    expect(await screen.findByText(T.offTitle)).toBeTruthy();
    expect(screen.queryByLabelText(T.urlLabel)).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: T.turnOn })));
    await waitFor(() => expect(linkInput().value).toBe(feed("new1").url));
    expect(linkInput().readOnly).toBe(true);
    expect(screen.getByRole("link", { name: T.open }).getAttribute("href")).toBe(feed("new1").webcal_url);
    expect(calls()).toContain("POST /api/v1/calendar/feed");
  });

  it("copies the link", async () => {
    serve(feed("abc"));
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderWithQuery(<CalendarFeed />);
    await screen.findByLabelText(T.urlLabel);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: T.copy })));
    expect(writeText).toHaveBeenCalledWith(feed("abc").url);
  });

  it("resets the link only once confirmed", async () => {
    const calls = serve(feed("abc"));
    renderWithQuery(<CalendarFeed />);
    await waitFor(() => expect(linkInput().value).toBe(feed("abc").url));

    fireEvent.click(screen.getByRole("button", { name: T.reset }));
    expect(screen.getByText(T.resetText)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: T.keep }));
    expect(screen.queryByText(T.resetText)).toBeNull();
    expect(calls().filter((call) => call.startsWith("POST"))).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: T.reset }));
    const dialog = screen.getByRole("dialog");
    await act(async () => fireEvent.click(dialog.querySelector(".button-danger") as HTMLButtonElement));
    await waitFor(() => expect(linkInput().value).toBe(feed("new1").url));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls().filter((call) => call.startsWith("POST"))).toEqual(["POST /api/v1/calendar/feed"]);
  });

  it("turns the feed off", async () => {
    const calls = serve(feed("abc"));
    renderWithQuery(<CalendarFeed />);
    await screen.findByLabelText(T.urlLabel);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: T.turnOff })));
    expect(await screen.findByText(T.offTitle)).toBeTruthy();
    expect(screen.queryByLabelText(T.urlLabel)).toBeNull();
    expect(calls()).toContain("DELETE /api/v1/calendar/feed");
  });
});

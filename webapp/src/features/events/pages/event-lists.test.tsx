// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { bookingFixture, detailFixture, eventFixture } from "../testing/event-fixture";
import { fakeApi, json, renderPage } from "../testing/render-page";
import { EventDetailsPage } from "./event-details-page";
import { EventSearchPage } from "./event-search-page";
import { MyEventsPage } from "./my-events-page";

const page = (items: unknown[], has_next = false) => json({ items, page: 1, has_next });

describe("events lists and details", () => {
  // jsdom does not lay out: the infinite scroll sees a page that needs no scrolling.
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.setState({ token: null, user: null });
  });

  it("/myEvents lists booked events with the spec's cuts; Event Details opens /eventdetails", async () => {
    const long = eventFixture({ id: 8, title: "W".repeat(50), short_description: "S".repeat(81) });
    vi.stubGlobal("fetch", vi.fn(fakeApi({ "GET /events/booked?page=1": page([bookingFixture(2, long), bookingFixture(1)]) })));
    renderPage("/myEvents", <MyEventsPage />, { pathname: "/myEvents" });
    const card = await screen.findByRole("article", { name: "W".repeat(50) });
    expect(within(card).getByRole("heading", { name: `${"W".repeat(46)}...` })).toBeTruthy();
    expect(within(card).getByText(`${"S".repeat(80)}...`)).toBeTruthy();
    expect(within(card).getByText("Free")).toBeTruthy();
    expect(await screen.findByText("No more data to load.")).toBeTruthy();
    within(card).getByRole("button", { name: "Event Details" }).click();
    expect(await screen.findByText('at /eventdetails {"id":8,"path":"/myEvents"}')).toBeTruthy();
  });

  it("/myEvents says 'No Event Booked' when there is none", async () => {
    vi.stubGlobal("fetch", vi.fn(fakeApi({ "GET /events/booked?page=1": page([]) })));
    renderPage("/myEvents", <MyEventsPage />, { pathname: "/myEvents" });
    expect(await screen.findByText("No Event Booked")).toBeTruthy();
  });

  it("/eventdetails shows the response with its links, else 'Event Details Sending Date' with the date", async () => {
    const response = '<p>Join at <a href="https://meet.example/abc" target="_blank" rel="noopener noreferrer nofollow">https://meet.example/abc</a></p>';
    vi.stubGlobal("fetch", vi.fn(fakeApi({ "GET /events/7/details": json(detailFixture({ response })) })));
    renderPage("/eventdetails", <EventDetailsPage />, { pathname: "/eventdetails", state: { id: 7, path: "/myEvents" } });
    const link = await screen.findByRole("link", { name: "https://meet.example/abc" });
    expect(link.getAttribute("href")).toBe("https://meet.example/abc");
    expect(screen.getByRole("heading", { level: 1, name: "Healthy Heart Webinar" })).toBeTruthy();
    expect(screen.getByText("Meera Iyer")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/myEvents");
    cleanup();

    vi.stubGlobal("fetch", vi.fn(fakeApi({ "GET /events/7/details": json(detailFixture()) })));
    renderPage("/eventdetails", <EventDetailsPage />, { pathname: "/eventdetails", state: { id: 7, path: "/myEvents" } });
    const pending = await screen.findByText(/Event Details Sending Date/);
    expect(pending.textContent).toBe("Event Details Sending Date: Sat, 5 Dec, 2026");
  });

  it("/eventdetails without state goes to /myEvents", async () => {
    renderPage("/eventdetails", <EventDetailsPage />, { pathname: "/eventdetails" });
    expect(await screen.findByText("at /myEvents null")).toBeTruthy();
  });

  it("/eventSearch asks with the query; a card opens /viewEvent, Book Now needs a session", async () => {
    const fetchMock = vi.fn(fakeApi({ "GET /events/search?query=heart&page=1": page([eventFixture()]) }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage("/eventSearch", <EventSearchPage />, { pathname: "/eventSearch", state: { query: " heart " } });
    expect(screen.getByRole("heading", { level: 1, name: 'Webinars for "heart"' })).toBeTruthy();
    const card = await screen.findByRole("article", { name: "Healthy Heart Webinar" });
    within(card).getByRole("button", { name: "Book Now" }).click();
    expect(await screen.findByText("at /signup null")).toBeTruthy();
    cleanup();

    useSession.setState({ token: "t" });
    renderPage("/eventSearch", <EventSearchPage />, { pathname: "/eventSearch", state: { query: "heart" } });
    within(await screen.findByRole("article", { name: "Healthy Heart Webinar" })).getByRole("button", { name: "Book Now" }).click();
    expect(await screen.findByText("at /bookEvent?event=7 null")).toBeTruthy();
    cleanup();

    renderPage("/eventSearch", <EventSearchPage />, { pathname: "/eventSearch", state: { query: "heart" } });
    within(await screen.findByRole("article", { name: "Healthy Heart Webinar" })).getByRole("link").click();
    expect(await screen.findByText("at /viewEvent?event=7&from=%2F null")).toBeTruthy();
  });

  it("/eventSearch with no query lists every upcoming webinar, 'Data Not Found' when none", async () => {
    const fetchMock = vi.fn(fakeApi({ "GET /events/search?query=&page=1": page([]) }));
    vi.stubGlobal("fetch", fetchMock);
    renderPage("/eventSearch", <EventSearchPage />, { pathname: "/eventSearch" });
    expect(screen.getByRole("heading", { level: 1, name: "Upcoming Webinars" })).toBeTruthy();
    expect(await screen.findByText("Data Not Found")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, renderHook, screen, within } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { eventFixture } from "../testing/event-fixture";
import { closeFakeSocket, openFakeSocket } from "../testing/fake-socket";
import { fakeApi, json, renderPage } from "../testing/render-page";
import { PublicEventPage } from "./public-event-page";
import { ViewEventPage } from "./view-event-page";

const seatsLeft = () => screen.getByTestId("seats-left").textContent;

describe("PublicEventPage (/e/:id)", () => {
  beforeEach(() => vi.stubGlobal("fetch", vi.fn(fakeApi({ "GET /events/7": json(eventFixture({ price: 499 })) }))));
  afterEach(() => {
    cleanup();
    closeFakeSocket();
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("shows the event, its host and its description, and sets the tab's title", async () => {
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/7" });
    expect(await screen.findByRole("heading", { level: 1, name: "Healthy Heart Webinar" })).toBeTruthy();
    expect(screen.getByText("₹499")).toBeTruthy();
    expect(screen.getByText("Habits that keep your heart strong.")).toBeTruthy();
    expect(screen.getByText("10 : 00 - 11 : 00 AM")).toBeTruthy();
    expect(screen.getByText("Online")).toBeTruthy();
    expect(screen.getByText("Meera Iyer")).toBeTruthy();
    expect(screen.getByText("Cardiologist")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Agenda" })).toBeTruthy();
    const banner = screen.getByAltText("Healthy Heart Webinar") as HTMLImageElement;
    expect(banner.getAttribute("src")).toBe("/default-banner.svg");
    // The page's largest paint: not lazy, fetched first.
    expect(banner.getAttribute("loading")).toBe("eager");
    expect(banner.getAttribute("fetchpriority")).toBe("high");
    expect(seatsLeft()).toBe(" (5 left)");
    expect(document.title).toBe("Healthy Heart Webinar");
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });

  it("watches event:<id> and updates the seats left in place, down to Sold out", async () => {
    const socket = openFakeSocket();
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/7" });
    await screen.findByRole("heading", { level: 1, name: "Healthy Heart Webinar" });
    expect(socket.sent()).toContainEqual({ type: "subscribe", topic: "event:7" });

    socket.deliver({ type: "event.seats", topic: "event:8", data: { event_id: 8, seats: 20, left: 1 } });
    expect(seatsLeft()).toBe(" (5 left)");
    socket.deliver({ type: "event.seats", topic: "event:7", data: { event_id: 7, seats: 20, left: 4 } });
    await vi.waitFor(() => expect(seatsLeft()).toBe(" (4 left)"));
    socket.deliver({ type: "event.seats", topic: "event:7", data: { event_id: 7, seats: 20, left: 0 } });
    await vi.waitFor(() => expect(seatsLeft()).toBe(" (Sold out)"));
  });

  it("Book Event goes to /bookEvent signed in, and to /signup otherwise", async () => {
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/7" });
    (await screen.findByRole("button", { name: "Book Event" })).click();
    expect(await screen.findByText("at /signup null")).toBeTruthy();
    cleanup();

    useSession.setState({ token: "t" });
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/7" });
    (await screen.findByRole("button", { name: "Book Event" })).click();
    expect(await screen.findByText("at /bookEvent?event=7 null")).toBeTruthy();
  });

  it("shares {host}/e/{id}: copied where there is no share sheet, the spec's alert where neither", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const shown = renderHook(() => useToasterStore()).result;
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/7" });
    (await screen.findByRole("button", { name: "Share" })).click();
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith("Web Share API is not supported in your browser."));

    alert.mockClear();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    screen.getByRole("button", { name: "Share" }).click();
    await vi.waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Link copied to the clipboard."));
    act(() => toast.remove());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/e/7`);
    expect(alert).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, "clipboard");

    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    screen.getByRole("button", { name: "Share" }).click();
    expect(share).toHaveBeenCalledWith({ title: "Healthy Heart Webinar", url: `${window.location.origin}/e/7` });
    Reflect.deleteProperty(navigator, "share");
  });

  it("says the event is not found, with ways on, for an id that is not a number", async () => {
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/abc" });
    expect(await screen.findByRole("heading", { level: 1, name: "Event not found." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search events" }).getAttribute("href")).toBe("/eventSearch");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("says the event is not found, not to try again, when the server has no such event", async () => {
    renderPage("/e/:id", <PublicEventPage />, { pathname: "/e/99999" });
    expect(await screen.findByRole("heading", { level: 1, name: "Event not found." })).toBeTruthy();
    expect(screen.queryByText("Try Again Please...")).toBeNull();
  });
});

describe("ViewEventPage (/viewEvent)", () => {
  beforeEach(() => vi.stubGlobal("fetch", vi.fn(fakeApi({ "GET /events/7": json(eventFixture()) }))));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("from the host's list: Back to /events and no Book Event", async () => {
    renderPage("/viewEvent", <ViewEventPage />, { pathname: "/viewEvent", state: { id: 7, path: "/events" } });
    await screen.findByRole("heading", { level: 1, name: "Healthy Heart Webinar" });
    expect(screen.getByText("Free")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/events");
    expect(screen.queryByRole("button", { name: "Book Event" })).toBeNull();
  });

  it("from elsewhere: Back to that path, with Book Event; default Back is /events", async () => {
    renderPage("/viewEvent", <ViewEventPage />, { pathname: "/viewEvent", state: { id: 7, path: "/" } });
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("button", { name: "Book Event" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    cleanup();
    renderPage("/viewEvent", <ViewEventPage />, { pathname: "/viewEvent", state: { id: 7 } });
    expect((await screen.findByRole("link", { name: "Back" })).getAttribute("href")).toBe("/events");
  });

  it("reads the event and the way back from its address, so a reload shows the same", async () => {
    renderPage("/viewEvent", <ViewEventPage />, { pathname: "/viewEvent", search: "?event=7&from=%2Fevents" });
    await screen.findByRole("heading", { level: 1, name: "Healthy Heart Webinar" });
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/events");
    expect(screen.queryByRole("button", { name: "Book Event" })).toBeNull();
    cleanup();
    // Never a way out of the app.
    renderPage("/viewEvent", <ViewEventPage />, { pathname: "/viewEvent", search: "?event=7&from=%2F%2Fevil.example" });
    expect((await screen.findByRole("link", { name: "Back" })).getAttribute("href")).toBe("/events");
  });

  it("without an event says so and leads to the webinars, rather than going home", async () => {
    renderPage("/viewEvent", <ViewEventPage />, { pathname: "/viewEvent", search: "?event=abc" });
    expect(await screen.findByText("This link does not say which event to show.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See upcoming webinars" }).getAttribute("href")).toBe("/eventSearch");
  });
});

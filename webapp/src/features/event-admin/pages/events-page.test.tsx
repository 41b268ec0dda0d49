// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeEvent, pageOf } from "../testing/event-fixture";
import { renderAt } from "../testing/render-at";
import { EventsPage } from "./events-page";

const longTitle = "A very long webinar title that keeps going past the cut";
const longShort = "s".repeat(90);

describe("EventsPage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists the host's events as cards with the spec's cuts and facts", async () => {
    const calls = fakeApi((call) =>
      call.url === "/api/v1/events/mine?page=1"
        ? {
            body: pageOf([
              makeEvent({ id: 41, title: longTitle, short_description: longShort, seats: 20, left: 0, price: 499, banner: "/media/b.png" }),
              makeEvent({ id: 42, title: "Free talk" }),
            ]),
          }
        : undefined,
    );
    renderAt("/events", <EventsPage />);
    expect(screen.getByRole("link", { name: "Create Events" }).getAttribute("href")).toBe("/createEvent");
    const article = await screen.findByRole("article", { name: `${longTitle.slice(0, 46)}...` });
    const card = within(article);
    expect(card.getByText(`${"s".repeat(80)}...`)).toBeTruthy();
    expect(card.getByText("14 Mar 2030")).toBeTruthy();
    expect(card.getByText("10 : 00 - 11 : 30 AM")).toBeTruthy();
    expect(card.getByText("20 (Sold out)")).toBeTruthy();
    expect(card.getByText("Online")).toBeTruthy();
    expect(card.getByText("₹499")).toBeTruthy();
    expect(article.querySelector("img")?.getAttribute("src")).toBe("/media/b.png");
    const freeArticle = screen.getByRole("article", { name: "Free talk" });
    const free = within(freeArticle);
    expect(free.getByText("Unlimited")).toBeTruthy();
    expect(free.getByText("Free")).toBeTruthy();
    expect(freeArticle.querySelector("img")?.getAttribute("src")).toBe("/default-banner.svg");
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/events/mine?page=1"]);
  });

  it.each([
    ["Edit", 'at /editEvent {"id":42}'],
    ["View", "at /viewEvent?event=42&from=%2Fevents null"],
    ["Bookings", 'at /EventBookings {"id":42}'],
  ])("%s goes to its screen with the event (View: in its address)", async (button, landing) => {
    fakeApi(() => ({ body: pageOf([makeEvent({ id: 42, title: "Free talk" })]) }));
    renderAt("/events", <EventsPage />);
    const card = within(await screen.findByRole("article", { name: "Free talk" }));
    fireEvent.click(card.getByRole("button", { name: button }));
    expect(await screen.findByText(landing)).toBeTruthy();
  });

  it("says Creat A New Event when the host has none", async () => {
    fakeApi(() => ({ body: pageOf([]) }));
    renderAt("/events", <EventsPage />);
    expect(await screen.findByText("Creat A New Event")).toBeTruthy();
  });

  it("loads the next page debounced, while the list is shorter than the screen", async () => {
    const calls = fakeApi((call) =>
      call.url.endsWith("page=1")
        ? { body: pageOf([makeEvent({ id: 1, title: "First" })], true) }
        : { body: pageOf([makeEvent({ id: 2, title: "Second" })], false, 2) },
    );
    renderAt("/events", <EventsPage />);
    await screen.findByRole("article", { name: "First" });
    expect(calls).toHaveLength(1);
    expect(await screen.findByRole("article", { name: "Second" })).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(["/api/v1/events/mine?page=1", "/api/v1/events/mine?page=2"]);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeEvent, type Call } from "../testing/event-fixture";
import { renderAt } from "../testing/render-at";
import { EditEventPage } from "./edit-event-page";

vi.mock("../components/rich-text-editor", () => import("../testing/fake-editor"));

let calls: Call[] = [];
const stored = makeEvent({ seats: 30, left: 28, booked: 2, response: "<p>https://meet.example/x</p>", banner: "/media/old.png" });

describe("EditEventPage", () => {
  beforeEach(() => {
    calls = fakeApi((call) => {
      if (call.url === "/api/v1/events/41/details") return { body: stored };
      if (call.method === "PUT" && call.url === "/api/v1/events/41") return { body: stored };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("goes to /events without an event id in state", async () => {
    renderAt("/editEvent", <EditEventPage />);
    expect(await screen.findByText("at /events null")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("loads the stored event into the form", async () => {
    renderAt("/editEvent", <EditEventPage />, { id: 41 });
    expect(((await screen.findByLabelText("Title")) as HTMLInputElement).value).toBe("Family law basics");
    expect((screen.getByLabelText("Start time") as HTMLInputElement).value).toBe("10:00");
    expect((screen.getByRole("radio", { name: "Custom" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Number of slots") as HTMLInputElement).value).toBe("30");
    expect(((await screen.findByRole("textbox", { name: "EventResponse" })) as HTMLTextAreaElement).value).toBe(
      "<p>https://meet.example/x</p>",
    );
    expect(document.querySelector(".event-banner-preview")?.getAttribute("src")).toBe("/media/old.png");
  });

  it("saves with PUT, an emptied title falling back to the stored one, then goes to /events", async () => {
    renderAt("/editEvent", <EditEventPage />, { id: 41 });
    fireEvent.change(await screen.findByLabelText("Title"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Price"), { target: { value: "499" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(await screen.findByText(/^at \/events/)).toBeTruthy();
    const put = calls.find((call) => call.method === "PUT")!;
    expect(put.url).toBe("/api/v1/events/41");
    expect(put.body).toMatchObject({ title: "Family law basics", price: 499, seats: 30, response: "<p>https://meet.example/x</p>" });
  });

  it("says so when the event cannot be loaded (not the host's)", async () => {
    calls = fakeApi(() => undefined);
    renderAt("/editEvent", <EditEventPage />, { id: 99 });
    expect(await screen.findByText("Try Again Please...")).toBeTruthy();
    expect(screen.queryByLabelText("Title")).toBeNull();
  });
});

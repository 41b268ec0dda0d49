// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, makeEvent, type Call } from "../testing/event-fixture";
import { renderAt } from "../testing/render-at";
import { CreateEventPage } from "./create-event-page";

vi.mock("../components/rich-text-editor", () => import("../testing/fake-editor"));

let calls: Call[] = [];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Create Event" })));
const writes = () => calls.filter((call) => call.method !== "GET");

async function fillRequired() {
  renderAt("/createEvent", <CreateEventPage />);
  await screen.findByRole("textbox", { name: "Description" });
  type("Title", "Family law basics");
  type("Short Description", "What to know before you file.");
  type("Price", "0");
  type("Date", "2030-03-14");
  type("Start time", "10:00");
  type("End time", "11:30");
}

describe("CreateEventPage", () => {
  beforeEach(() => {
    calls = fakeApi((call) => {
      if (call.method === "POST" && call.url === "/api/v1/events") return { status: 201, body: makeEvent() };
      if (call.method === "POST" && call.url === "/api/v1/events/41/banner") return { body: makeEvent({ banner: "/media/b.png" }) };
      return undefined;
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the spec's fields with Unlimited slots first; Custom reveals the number", async () => {
    renderAt("/createEvent", <CreateEventPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Create Event" })).toBeTruthy();
    for (const label of ["Title", "Short Description", "Price", "Date", "Start time", "End time", "Type", "Banner image"]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText("10:00 AM - 11:00 AM")).toBeTruthy();
    expect((screen.getByLabelText("Banner image") as HTMLInputElement).accept).toBe(".jpg,.jpeg,.png,image/png,image/jpeg");
    expect(await screen.findByRole("textbox", { name: "Description" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "EventResponse" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Unlimited" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText("Number of slots")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }));
    expect(screen.getByLabelText("Number of slots")).toBeTruthy();
  });

  it("asks for the required fields without calling the server", async () => {
    renderAt("/createEvent", <CreateEventPage />);
    await submit();
    expect(screen.getByText("Enter a title.")).toBeTruthy();
    expect(screen.getByText("Choose a start and an end time.")).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("creates the event, uploads the banner, toasts and goes to /events", async () => {
    const loading = vi.spyOn(toast, "loading");
    const success = vi.spyOn(toast, "success");
    await fillRequired();
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }));
    type("Number of slots", "25");
    fireEvent.change(screen.getByLabelText("Type"), { target: { value: "Offline" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Description" }), { target: { value: "<p>Bring&nbsp;papers</p>" } });
    const banner = new File(["png"], "banner.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Banner image"), { target: { files: [banner] } });
    await submit();
    expect(await screen.findByText(/^at \/events/)).toBeTruthy();
    expect(writes()[0]).toEqual({
      method: "POST",
      url: "/api/v1/events",
      body: {
        title: "Family law basics",
        short_description: "What to know before you file.",
        price: 0,
        date: "2030-03-14",
        start: "10:00",
        end: "11:30",
        seats: 25,
        type: "Offline",
        description: "<p>Bring papers</p>",
        response: "",
      },
    });
    expect(writes()[1].url).toBe("/api/v1/events/41/banner");
    expect((writes()[1].body as FormData).get("image")).toBeInstanceOf(File);
    expect(loading).toHaveBeenCalledWith("please Wait...");
    expect(success).toHaveBeenCalledWith("Edited Succesfull!", expect.anything());
  });

  it("shows the server's message as a toast and beside its field", async () => {
    const error = vi.spyOn(toast, "error");
    calls = fakeApi(() => ({
      status: 400,
      body: { message: "The event must start in the future.", fields: { date: "The event must start in the future." } },
    }));
    await fillRequired();
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith("The event must start in the future.", expect.anything()));
    expect(screen.getByText("The event must start in the future.")).toBeTruthy();
    expect(screen.queryByText(/^at /)).toBeNull();
    expect(screen.getByRole("button", { name: "Create Event" })).toBeTruthy();
  });

  it("toasts Try Again... when the server cannot be reached", async () => {
    const error = vi.spyOn(toast, "error");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("offline"))));
    await fillRequired();
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith("Try Again...", expect.anything()));
  });

  it("moves to editing the new event when only its banner failed", async () => {
    calls = fakeApi((call) =>
      call.url === "/api/v1/events"
        ? { status: 201, body: makeEvent() }
        : { status: 429, body: { message: "Too many uploads.", fields: { image: "Too many uploads." } } },
    );
    await fillRequired();
    fireEvent.change(screen.getByLabelText("Banner image"), { target: { files: [new File(["j"], "b.jpg", { type: "image/jpeg" })] } });
    await submit();
    expect(await screen.findByText('at /editEvent {"id":41}')).toBeTruthy();
  });
});

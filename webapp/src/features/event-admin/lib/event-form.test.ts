import { describe, expect, it } from "vitest";
import { makeEvent } from "../testing/event-fixture";
import { eventIdFrom } from "./event-state";
import {
  bannerProblem,
  checkEventForm,
  EMPTY_EVENT_FORM,
  formFromEvent,
  toEventInput,
  withFallback,
  type EventFormValues,
} from "./event-form";
import { formatEventDate } from "./event-date";
import { slotsText } from "./slots";

const filled: EventFormValues = {
  ...EMPTY_EVENT_FORM,
  title: "  Family law basics ",
  shortDescription: "What to know",
  price: "499",
  date: "2030-03-14",
  start: "10:00",
  end: "11:30",
  description: "<p>Bring&nbsp;your&nbsp;questions.</p>",
};

describe("slotsText", () => {
  it("reads Unlimited, a number with what is left, or Sold out", () => {
    expect(slotsText({ seats: null, left: null })).toBe("Unlimited");
    expect(slotsText({ seats: 20, left: 7 })).toBe("20 (7 left)");
    expect(slotsText({ seats: 20, left: 0 })).toBe("20 (Sold out)");
  });
});

describe("eventIdFrom", () => {
  it("reads a positive integer id from navigation state, else null", () => {
    expect(eventIdFrom({ id: 41 })).toBe(41);
    expect(eventIdFrom({ id: "41" })).toBe(41);
    expect(eventIdFrom(null)).toBeNull();
    expect(eventIdFrom({ id: "x" })).toBeNull();
    expect(eventIdFrom({ id: -1 })).toBeNull();
  });
});

describe("formatEventDate", () => {
  it("shows the event's calendar day", () => {
    expect(formatEventDate("2030-03-14")).toBe("14 Mar 2030");
    expect(formatEventDate("soon")).toBe("soon");
  });
});

describe("event form", () => {
  it("starts with Unlimited slots, Online and a free price", () => {
    expect(EMPTY_EVENT_FORM).toMatchObject({ slots: "unlimited", type: "Online", price: "0" });
  });

  it("asks for the spec's required fields, keyed as the server keys them", () => {
    expect(Object.keys(checkEventForm(EMPTY_EVENT_FORM)).sort()).toEqual(["date", "short_description", "time", "title"]);
    expect(checkEventForm({ ...filled, price: "" }).price).toBe("Enter a price (0 for a free event).");
    expect(checkEventForm({ ...filled, slots: "custom", seats: "0" }).seats).toBe("Enter the number of slots.");
    expect(checkEventForm(filled)).toEqual({});
  });

  it("sends HH:MM times, rupees, null seats for Unlimited and plain spaces", () => {
    expect(toEventInput(filled)).toEqual({
      title: "Family law basics",
      short_description: "What to know",
      price: 499,
      date: "2030-03-14",
      start: "10:00",
      end: "11:30",
      seats: null,
      type: "Online",
      description: "<p>Bring your questions.</p>",
      response: "",
    });
    expect(toEventInput({ ...filled, slots: "custom", seats: "25", start: "09:05:00" })).toMatchObject({ seats: 25, start: "09:05" });
  });

  it("loads a stored event and falls back to it for required inputs left empty", () => {
    const loaded = formFromEvent(makeEvent({ seats: 30, left: 30, response: "<p>Link</p>" }));
    expect(loaded).toMatchObject({ title: "Family law basics", slots: "custom", seats: "30", start: "10:00", response: "<p>Link</p>" });
    const sent = withFallback({ ...loaded, title: " ", date: "", price: "250" }, loaded);
    expect(sent).toMatchObject({ title: "Family law basics", date: "2030-03-14", price: "250" });
    expect(withFallback({ ...loaded, title: "" }, null).title).toBe("");
  });

  it("accepts only png and jpeg banners of at most 8 MB", () => {
    expect(bannerProblem(new File(["x"], "a.png", { type: "image/png" }))).toBeNull();
    expect(bannerProblem(new File(["x"], "a.gif", { type: "image/gif" }))).toBe("Choose a .jpg, .jpeg or .png picture.");
    const big = new File(["x"], "b.jpg", { type: "image/jpeg" });
    Object.defineProperty(big, "size", { value: 8 * 1024 * 1024 + 1 });
    expect(bannerProblem(big)).toBe("The picture can be at most 8 MB.");
  });
});

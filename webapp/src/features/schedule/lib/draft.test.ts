// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, readDraft, saveDraft } from "./draft";
import type { ScheduleEntry } from "./entries";

const LIST: ScheduleEntry[] = [
  { id: 7, start: "10:00", end: "11:00", days: ["Mon", "Wed"], places: 1, session: null },
  { id: null, start: "11:30", end: "13:10", days: ["Sat"], places: 3, session: 20 },
];

describe("the schedule draft", () => {
  afterEach(() => localStorage.clear());

  it("is kept under the spec's key 'shedule' in the spec's entry shape", () => {
    saveDraft(LIST);
    expect(JSON.parse(localStorage.getItem("shedule")!)).toEqual([
      { id: 7, time: "10 : 00 - 11 : 00 AM", day: "Mon Wed", slot: 1, session: null },
      { id: null, time: "11 : 30 AM - 1 : 10 PM", day: "Sat", slot: 3, session: 20 },
    ]);
    expect(readDraft()).toEqual(LIST);
  });

  it("is null when none is stored and after it is cleared; an empty list is still a draft", () => {
    expect(readDraft()).toBeNull();
    saveDraft([]);
    expect(readDraft()).toEqual([]);
    clearDraft();
    expect(localStorage.getItem("shedule")).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it("drops what it cannot read", () => {
    localStorage.setItem("shedule", "{not json");
    expect(readDraft()).toBeNull();
    localStorage.setItem(
      "shedule",
      JSON.stringify([
        { time: "9 : 00 - 10 : 00 AM", day: "Tue Funday", slot: 2 },
        { time: "sometime", day: "Mon", slot: 1 },
        null,
        { time: "12 : 00 - 12 : 30 PM", day: "Sun" },
      ]),
    );
    expect(readDraft()).toEqual([
      { id: null, start: "09:00", end: "10:00", days: ["Tue"], places: 2, session: null },
      { id: null, start: "12:00", end: "12:30", days: ["Sun"], places: 1, session: null },
    ]);
  });
});

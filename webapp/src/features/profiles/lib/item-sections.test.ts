import { describe, expect, it } from "vitest";
import { ITEM_SECTIONS, requiredErrors } from "./item-sections";

const section = (key: string) => ITEM_SECTIONS.find((s) => s.key === key)!;

describe("ITEM_SECTIONS", () => {
  it("lists the spec's sections in order with their labels", () => {
    expect(ITEM_SECTIONS.map((s) => s.heading)).toEqual([
      "Skills / Services",
      "Education",
      "Languages",
      "Experience",
      "Social Media",
      "Awards",
    ]);
    expect(section("education").fields.map((f) => f.label)).toEqual(["School / College", "Course", "Pass Year"]);
    expect(section("experience").fields.map((f) => f.label)).toEqual(["Company", "Position", "Year"]);
  });
});

describe("requiredErrors", () => {
  it("flags every empty or blank field", () => {
    expect(requiredErrors(section("education"), { college: "IIT Delhi", course: "  " })).toEqual({
      course: "Required",
      pass_year: "Required",
    });
    expect(requiredErrors(section("social_media"), {})).toEqual({ link: "Required" });
  });

  it("passes a complete form", () => {
    expect(requiredErrors(section("experience"), { company: "Infosys", position: "Lead", year: "2019-2023" })).toEqual({});
    expect(requiredErrors(section("awards"), { award: "Best Teacher" })).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { firstProfessionMatch, PROFESSIONS } from "./professions";

describe("PROFESSIONS", () => {
  it("holds about 230 distinct professions including the top categories", () => {
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(220);
    expect(new Set(PROFESSIONS).size).toBe(PROFESSIONS.length);
    for (const top of ["Doctor", "Engineer", "HR", "Lawyer", "Influencer", "Professor", "Teacher", "Fitness", "Finance", "Entrepreneur"]) {
      expect(PROFESSIONS).toContain(top);
    }
  });
});

describe("firstProfessionMatch", () => {
  const list = ["Ayurvedic Doctor", "Data Scientist", "Doctor", "Software Developer", "Software Engineer"];

  it("offers only the first match, ignoring case", () => {
    expect(firstProfessionMatch("soft", list)).toBe("Software Developer");
    expect(firstProfessionMatch("SCIEN", list)).toBe("Data Scientist");
  });

  it("prefers a profession starting with the text over one merely containing it", () => {
    expect(firstProfessionMatch("doc", list)).toBe("Doctor");
    expect(firstProfessionMatch("ved", list)).toBe("Ayurvedic Doctor");
  });

  it("offers nothing for empty text, no match, or the exact value already typed", () => {
    expect(firstProfessionMatch("", list)).toBeNull();
    expect(firstProfessionMatch("   ", list)).toBeNull();
    expect(firstProfessionMatch("astronaut", list)).toBeNull();
    expect(firstProfessionMatch("Doctor", list)).toBeNull();
    expect(firstProfessionMatch("doctor", list)).toBe("Doctor");
  });

  it("uses the full list by default", () => {
    expect(firstProfessionMatch("lawy")).toBe("Lawyer");
  });
});

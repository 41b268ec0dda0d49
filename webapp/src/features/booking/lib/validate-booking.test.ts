import { describe, expect, it } from "vitest";
import { bookingProblem, type BookingChoice } from "./validate-booking";

const ready: BookingChoice = {
  plan: { id: 1, name: "Video call", type: "Online", price: 500 },
  date: "2025-03-10",
  time: { window_id: 4, start: "10:00" },
  name: "Rohit Sharma",
  email: "rohit@example.in",
};

describe("booking validation, in the spec's order", () => {
  it("passes a complete choice", () => {
    expect(bookingProblem(ready)).toBeNull();
  });

  it("asks for a session first, even when everything else is missing", () => {
    expect(
      bookingProblem({
        plan: null,
        date: null,
        time: null,
        name: "",
        email: "",
      })?.message,
    ).toBe("Select A Session");
  });

  it("refuses a session without a price before asking for a time", () => {
    const free = { ...ready, plan: { ...ready.plan!, price: 0 }, date: null };
    expect(bookingProblem(free)?.message).toBe("Choose Available Method");
  });

  it("needs a date and a time", () => {
    expect(bookingProblem({ ...ready, date: null })?.message).toBe(
      "Select date and time",
    );
    expect(
      bookingProblem({ ...ready, time: null, name: "" })?.message,
    ).toBe("Select date and time");
  });

  it("needs a name and a valid e-mail, each at its field", () => {
    expect(bookingProblem({ ...ready, name: "  ", email: "" })).toEqual({
      message: "Enter your name.",
      fields: { name: "Enter your name.", email: "Enter your e-mail address." },
    });
    expect(
      bookingProblem({ ...ready, email: "rohit@example" })?.fields,
    ).toEqual({
      email: "Enter a valid e-mail address.",
    });
    expect(
      bookingProblem({ ...ready, email: "ro hit@example.in" })?.message,
    ).toBe("Enter a valid e-mail address.");
  });
});

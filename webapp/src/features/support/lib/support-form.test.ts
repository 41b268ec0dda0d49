import { describe, expect, it } from "vitest";
import { checkSupportForm } from "./support-form";

const good = { name: "Asha Rao", phone: "9123456780", email: "asha@example.in", message: "Help" };

describe("checkSupportForm", () => {
  it("passes a good report", () => {
    expect(checkSupportForm(good)).toEqual({});
  });

  it("tidies the name's spaces and holds it to 120 characters", () => {
    expect(checkSupportForm({ ...good, name: ` ${"A".repeat(60)}    ${"R".repeat(59)} ` })).toEqual({});
    expect(checkSupportForm({ ...good, name: "A".repeat(121) })).toEqual({ name: "The name can be at most 120 characters." });
  });

  it("holds the message to the server's 5000 characters, once trimmed", () => {
    expect(checkSupportForm({ ...good, message: ` ${"x".repeat(5000)} ` })).toEqual({});
    expect(checkSupportForm({ ...good, message: "x".repeat(5001) })).toEqual({
      message: "The message can be at most 5000 characters.",
    });
  });

  it("checks the e-mail's shape", () => {
    for (const wrong of ["asha", "asha@", "asha@example", "as ha@example.in"]) {
      expect(checkSupportForm({ ...good, email: wrong })).toEqual({ email: "Enter a valid e-mail address." });
    }
  });
});

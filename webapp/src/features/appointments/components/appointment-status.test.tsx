// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeAppointment } from "../testing/appointment-fixture";
import { AppointmentStatus } from "./appointment-status";

/** Lets time pass second by second, rendering in between as a browser would. */
function pass(seconds: number) {
  for (let second = 0; second < seconds; second += 1) act(() => vi.advanceTimersByTime(1000));
}

describe("AppointmentStatus", () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.parse("2025-01-06T10:00:00Z") }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("counts an unpaid hold down live, then reads Expired when it lapses", () => {
    const hold = makeAppointment({ status: "awaiting_payment", hold_expires_at: "2025-01-06T10:01:30Z" });
    render(<AppointmentStatus appointment={hold} />);
    expect(screen.getByText("Awaiting payment")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Pay within 1:30");
    pass(1);
    expect(screen.getByRole("timer").textContent).toBe("Pay within 1:29");
    pass(60);
    expect(screen.getByRole("timer").textContent).toBe("Pay within 0:29");
    pass(29);
    expect(screen.queryByRole("timer")).toBeNull();
    expect(screen.getByText("Expired")).toBeTruthy();
    // Stopped: no timer left running once it reads Expired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it("names every other status in words, and a paid acceptance as Paid", () => {
    const cases: [Partial<Parameters<typeof makeAppointment>[0]>, string][] = [
      [{ status: "pending" }, "Pending"],
      [{ status: "accepted" }, "Accepted"],
      [{ status: "accepted", paid: true }, "Paid"],
      [{ status: "rejected" }, "Rejected"],
      [{ status: "cancelled" }, "Cancelled"],
      [{ status: "expired" }, "Expired"],
    ];
    for (const [fields, text] of cases) {
      const { unmount } = render(<AppointmentStatus appointment={makeAppointment(fields)} />);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByRole("timer")).toBeNull();
      unmount();
    }
  });

  it("says why a booking was rejected", () => {
    render(<AppointmentStatus appointment={makeAppointment({ status: "rejected", reason: "Book another day and time" })} />);
    expect(screen.getByText("Rejected")).toBeTruthy();
    expect(screen.getByText("Book another day and time")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import { makeReceived } from "../testing/appointment-fixture";
import { fakeApi } from "../testing/fake-api";
import { DecisionButtons } from "./decision-buttons";

function toasts() {
  return renderHook(() => useToasterStore()).result;
}

describe("DecisionButtons", () => {
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("does nothing when the reason prompt is cancelled", () => {
    const calls = fakeApi(() => undefined);
    const prompt = vi.spyOn(window, "prompt").mockReturnValue(null);
    renderWithQuery(<DecisionButtons appointmentId={41} />);
    fireEvent.click(screen.getByRole("button", { name: "Reject Booking" }));
    expect(prompt).toHaveBeenCalledWith(expect.any(String), "Book another day and time");
    expect(calls).toEqual([]);
  });

  it("rejects with the reason typed in the prompt", async () => {
    const calls = fakeApi(() => ({ body: makeReceived({ id: 41, status: "rejected", reason: "Away that week" }) }));
    vi.spyOn(window, "prompt").mockReturnValue("  Away that week ");
    renderWithQuery(<DecisionButtons appointmentId={41} />);
    fireEvent.click(screen.getByRole("button", { name: "Reject Booking" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: "POST", url: "/api/v1/appointments/41/reject", body: { reason: "Away that week" } });
  });

  it("says Try Again... when a decision fails, and the server's words on a 409", async () => {
    let status = 500;
    fakeApi(() => ({ status, body: { message: "This booking was cancelled meanwhile." } }));
    const shown = toasts();
    renderWithQuery(<DecisionButtons appointmentId={41} />);
    fireEvent.click(screen.getByRole("button", { name: "Accept Booking" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Try Again..."));
    status = 409;
    await waitFor(() => expect((screen.getByRole("button", { name: "Accept Booking" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Accept Booking" }));
    await waitFor(() =>
      expect(shown.current.toasts.map((t) => t.message)).toContain("This booking was cancelled meanwhile."),
    );
  });
});

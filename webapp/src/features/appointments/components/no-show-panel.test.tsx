// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../../../shared/format/date-time";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { NoShow } from "../api/types";
import { makeAppointment, makeReceived } from "../testing/appointment-fixture";
import { fakeApi } from "../testing/fake-api";
import { AppointmentCard } from "./appointment-card";
import { ReceivedCard } from "./received-card";

const REPORTED_AT = "2025-01-06T06:00:00Z";
const DUE = "2025-01-09T06:00:00Z";

function noShow(fields: Partial<NoShow> = {}): NoShow {
  return {
    reported_by: "client",
    status: "reported",
    report: "Waited 20 minutes, nobody came.",
    answer: "",
    reported_at: REPORTED_AT,
    answer_due: DUE,
    decision: "",
    ...fields,
  };
}

const paid = { status: "accepted", paid: true } as const;

describe("A no-show on the cards", () => {
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.unstubAllGlobals();
  });

  it("offers the report in its window, with a labelled field, and sends the client's words", async () => {
    const calls = fakeApi(() => ({ status: 201, body: noShow() }));
    renderWithQuery(<AppointmentCard appointment={makeAppointment({ id: 41, ...paid, can_report_no_show: true })} meId={3} />);
    fireEvent.click(screen.getByRole("button", { name: "Report a no-show" }));
    const field = screen.getByLabelText("What happened") as HTMLTextAreaElement;
    expect([field.name, field.autocomplete]).toEqual(["no_show_report", "off"]);
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    expect(screen.getByRole("alert").textContent).toBe("Say in a few words what happened.");
    expect(calls).toEqual([]);
    fireEvent.change(field, { target: { value: "  Nobody came " } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(calls[0]).toEqual({ method: "POST", url: "/api/v1/appointments/41/no-show", body: { text: "Nobody came" } }));
  });

  it("shows the server's refusal on the field (too late, reported already)", async () => {
    fakeApi(() => ({ status: 409, body: { message: "A no-show can be reported up to 48 hours after the appointment ended." } }));
    renderWithQuery(<ReceivedCard appointment={makeReceived({ ...paid, can_report_no_show: true })} meId={7} />);
    fireEvent.click(screen.getByRole("button", { name: "Report a no-show" }));
    fireEvent.change(screen.getByLabelText("What happened"), { target: { value: "Never joined" } });
    fireEvent.click(screen.getByRole("button", { name: "Send report" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("A no-show can be reported up to 48 hours after the appointment ended."),
    );
  });

  it("tells the client who reported that it waits for an answer until when; no report button again", () => {
    renderWithQuery(<AppointmentCard appointment={makeAppointment({ ...paid, no_show: noShow() })} meId={3} />);
    expect(screen.getByRole("status").textContent).toBe(
      `No-show: You reported on ${formatDateTime(REPORTED_AT)} that the professional did not come; waiting for their answer until ${formatDateTime(DUE)}.`,
    );
    expect(screen.getByText("Waited 20 minutes, nobody came.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Report a no-show" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Dispute" })).toBeNull();
  });

  it("lets the professional agree (after a confirmation) or dispute a client's report", async () => {
    const calls = fakeApi(() => ({ body: noShow({ status: "agreed" }) }));
    renderWithQuery(<ReceivedCard appointment={makeReceived({ id: 52, ...paid, no_show: noShow() })} meId={7} />);
    expect(screen.getByRole("status").textContent).toContain(`Agree or dispute it by ${formatDateTime(DUE)}`);
    expect(screen.getByRole("button", { name: "Dispute" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Agree (refund in full)" }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, agree" }));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: "POST", url: "/api/v1/appointments/52/no-show/agree" }));
  });

  it("marks the client absent, and lets them dispute it with their side", async () => {
    const calls = fakeApi(() => ({ body: noShow({ reported_by: "professional", status: "disputed" }) }));
    const absent = noShow({ reported_by: "professional", status: "absent", answer_due: null });
    renderWithQuery(<AppointmentCard appointment={makeAppointment({ id: 63, ...paid, no_show: absent })} meId={3} />);
    expect(screen.getByRole("status").textContent).toBe(
      `No-show: Marked absent by the professional on ${formatDateTime(REPORTED_AT)}: no refund.`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Dispute" }));
    const field = screen.getByLabelText("Your side") as HTMLTextAreaElement;
    expect(field.name).toBe("no_show_answer");
    fireEvent.change(field, { target: { value: "I was in the room" } });
    fireEvent.click(screen.getByRole("button", { name: "Send to support" }));
    await waitFor(() =>
      expect(calls[0]).toEqual({ method: "POST", url: "/api/v1/appointments/63/no-show/dispute", body: { text: "I was in the room" } }),
    );
  });

  it("names each outcome in words, with both sides' words once disputed", () => {
    const cases: [Partial<NoShow>, "client" | "professional", string][] = [
      [{ status: "disputed", answer: "I waited 30 minutes" }, "client", "No-show: Disputed: with support."],
      [{ status: "agreed" }, "client", "No-show: The professional agreed they did not come: refunded in full."],
      [{ status: "agreed" }, "professional", "No-show: You agreed that you did not come: the client is refunded in full."],
      [{ status: "lapsed" }, "professional", "No-show: No answer in 72 hours: the client is refunded in full."],
      [{ status: "refunded" }, "client", "No-show: Support decided: the client is refunded in full."],
      [{ status: "not_refunded" }, "professional", "No-show: Support decided: nothing is refunded."],
      [{ reported_by: "professional", status: "absent" }, "professional", `No-show: You marked the client absent on ${formatDateTime(REPORTED_AT)}: no refund.`],
    ];
    for (const [fields, side, text] of cases) {
      const card =
        side === "client" ? (
          <AppointmentCard appointment={makeAppointment({ ...paid, no_show: noShow(fields) })} meId={3} />
        ) : (
          <ReceivedCard appointment={makeReceived({ ...paid, no_show: noShow(fields) })} meId={7} />
        );
      renderWithQuery(card);
      expect(screen.getByRole("status").textContent).toBe(text);
      // Settled or with support: nothing left for either side to do here.
      expect(screen.queryByRole("button", { name: "Dispute" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Agree (refund in full)" })).toBeNull();
      if (fields.answer) expect(screen.getByText(fields.answer)).toBeTruthy();
      cleanup();
    }
  });
});

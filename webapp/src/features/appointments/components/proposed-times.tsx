import { useState } from "react";
import { formatTimeRange } from "../../../shared/format/time-range";
import { declineProposals, pickProposal } from "../api/reschedule";
import type { Appointment } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useAppointmentAction } from "../hooks/use-appointment-action";
import { formatAppointmentDate } from "../lib/appointment-date";
import { ConfirmDialog } from "./confirm-dialog";

/** A proposed time as a card writes it: "Jan-06-2025, 10 : 00 - 11 : 00 AM". */
export function proposedWhen(time: { date: string; start: string; end: string }): string {
  return `${formatAppointmentDate(time.date)}, ${formatTimeRange(time.start, time.end)}`;
}

/**
 * The times the professional proposes, on the client's card (live: a new proposal refetches
 * the list): one button each moves the appointment there; declining cancels it, refunded in
 * full.
 */
export function ProposedTimes({ appointment }: { appointment: Appointment }) {
  const [asking, setAsking] = useState(false);
  const { run, busy } = useAppointmentAction();
  if (appointment.proposals.length === 0) return null;
  const decline = async () => {
    await run(() => declineProposals(appointment.id), { done: T.declined, failed: T.tryAgain });
    setAsking(false);
  };
  return (
    <section className="appointment-proposals" aria-label={T.proposalsTitle}>
      <h3>{T.proposalsTitle}</h3>
      {appointment.proposal_note && <p className="appointment-note">{appointment.proposal_note}</p>}
      {appointment.proposal_expires_at && (
        <p className="appointment-zone">{T.proposalsUntil(new Date(appointment.proposal_expires_at).toLocaleString())}</p>
      )}
      <div className="appointment-actions">
        {appointment.proposals.map((proposal) => (
          <button
            key={proposal.id}
            type="button"
            className="button button-primary button-small"
            disabled={busy}
            onClick={() => void run(() => pickProposal(appointment.id, proposal.id), { done: T.movedDone, failed: T.tryAgain })}
          >
            {T.moveTo(proposedWhen(proposal))}
          </button>
        ))}
        <button type="button" className="button button-outline button-small button-quiet" disabled={busy} onClick={() => setAsking(true)}>
          {T.declineProposals}
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={T.declineTitle}
          text={T.declineText}
          confirm={T.confirmDecline}
          busy={busy}
          onConfirm={() => void decline()}
          onClose={() => !busy && setAsking(false)}
        />
      )}
    </section>
  );
}

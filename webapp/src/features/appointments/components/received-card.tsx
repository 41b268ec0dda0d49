import { useState } from "react";
import { formatPhone } from "../../../shared/format/phone";
import { formatPaise, formatRupees } from "../../../shared/format/rupees";
import { PURPOSES } from "../../../shared/invoices/api";
import { InvoiceButton } from "../../../shared/invoices/invoice-button";
import type { Received } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { isPaidAndAccepted, statusKey, statusText } from "../lib/status";
import { Fact, WhenFacts } from "./appointment-facts";
import { CancelButton } from "./cancel-button";
import { DecisionButtons } from "./decision-buttons";
import { MeetingShortcuts } from "./meeting-shortcuts";
import { MessageForm } from "./message-form";
import { MessageThread } from "./message-thread";
import { NoShowPanel } from "./no-show-panel";
import { ProposeDialog } from "./propose-dialog";
import { proposedWhen } from "./proposed-times";

/**
 * One booking as the professional sees it: who, what, when, the client's phone; the decision
 * while pending; once paid, the payment note, the meeting response and the thread.
 */
export function ReceivedCard({ appointment, meId }: { appointment: Received; meId: number | null }) {
  const headingId = `received-${appointment.id}`;
  const open = isPaidAndAccepted(appointment);
  const [proposing, setProposing] = useState(false);
  return (
    <article className="card appointment-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="appointment-card-title">
        {appointment.client_name}
      </h2>
      <dl className="appointment-facts">
        <Fact term={T.session}>{appointment.plan_name}</Fact>
        <WhenFacts appointment={appointment} />
        <Fact term={T.type}>{T.planType(appointment.plan_type)}</Fact>
        <Fact term={T.phone}>
          <a href={`tel:${appointment.phone}`}>{formatPhone(appointment.phone)}</a>
        </Fact>
        <Fact term={T.status}>
          <span className={`appointment-status status-${statusKey(appointment)}`}>{statusText(appointment)}</span>
        </Fact>
      </dl>
      {appointment.status === "rejected" && appointment.reason && (
        <p className="appointment-reason">
          {T.reason}: {appointment.reason}
        </p>
      )}
      {appointment.refunded_paise > 0 && (
        <p className="appointment-refunded">{T.refunded(formatPaise(appointment.refunded_paise))}</p>
      )}
      {appointment.status === "pending" && <DecisionButtons appointmentId={appointment.id} />}
      {open && (
        <>
          <p className="appointment-note" role="note">
            <strong>{T.paymentDetails}</strong> {T.paidAmount(formatRupees(appointment.price))}
          </p>
          <section className="appointment-conversation" aria-label={T.meetingResponse}>
            <h3>{T.meetingResponse}</h3>
            <MeetingShortcuts online={appointment.plan_type === "Online"} />
            <MessageThread messages={appointment.messages} meId={meId} otherSide={T.client} />
            <MessageForm appointmentId={appointment.id} label={T.responseLabel} />
          </section>
        </>
      )}
      <NoShowPanel appointment={appointment} side="professional" />
      {appointment.proposals.length > 0 && (
        <p className="appointment-note" role="status">
          {T.waitingForClient} {appointment.proposals.map(proposedWhen).join("; ")}
        </p>
      )}
      {(appointment.can_cancel || appointment.can_propose || appointment.paid) && (
        <div className="appointment-actions">
          {appointment.paid && <InvoiceButton purpose={PURPOSES.appointment} purposeId={appointment.id} />}
          {appointment.can_propose && (
            <button type="button" className="button button-outline button-small" onClick={() => setProposing(true)}>
              {T.proposeTimes}
            </button>
          )}
          {appointment.can_cancel && <CancelButton appointment={appointment} side="professional" />}
        </div>
      )}
      {proposing && <ProposeDialog appointmentId={appointment.id} professionalId={meId} onClose={() => setProposing(false)} />}
    </article>
  );
}

import { useState } from "react";
import { Link } from "react-router-dom";
import { formatPaise, formatRupees } from "../../../shared/format/rupees";
import { policyText } from "../../../shared/payments/cancellation-policy";
import { bookAppointmentAddress } from "../../../shared/routing/addresses";
import type { Appointment } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useCountdown } from "../hooks/use-countdown";
import { usePayNow } from "../hooks/use-pay-now";
import { useRefundNow } from "../hooks/use-refund-now";
import { isPaidAndAccepted } from "../lib/status";
import { AppointmentCardHeader } from "./appointment-card-header";
import { Fact, WhenFacts } from "./appointment-facts";
import { AppointmentStatus } from "./appointment-status";
import { PURPOSES } from "../../../shared/invoices/api";
import { InvoiceButton } from "../../../shared/invoices/invoice-button";
import { CalendarButton } from "./calendar-button";
import { CancelButton } from "./cancel-button";
import { FeedbackDialog } from "./feedback-dialog";
import { MessageForm } from "./message-form";
import { MessageThread } from "./message-thread";
import { NoShowPanel } from "./no-show-panel";
import { ProposedTimes } from "./proposed-times";

/**
 * One booking as the client sees it: with whom, when (in the professional's zone), what, its
 * status; what the client can do next (pay, talk, review, cancel, add it to a calendar).
 */
export function AppointmentCard({ appointment, meId }: { appointment: Appointment; meId: number | null }) {
  const { professional } = appointment;
  const headingId = `appointment-${appointment.id}`;
  return (
    <article className="card appointment-card" aria-labelledby={headingId}>
      <AppointmentCardHeader professional={professional} headingId={headingId} />
      <dl className="appointment-facts">
        <WhenFacts appointment={appointment} />
        <Fact term={T.session}>{appointment.plan_name}</Fact>
        <Fact term={T.type}>{T.planType(appointment.plan_type)}</Fact>
        <Fact term={T.price}>{formatRupees(appointment.price)}</Fact>
        {appointment.coupon_code && appointment.list_price_paise !== null && (
          <Fact term={T.coupon}>{T.couponUsed(appointment.coupon_code, formatPaise(appointment.list_price_paise))}</Fact>
        )}
        <Fact term={T.status}>
          <AppointmentStatus appointment={appointment} />
        </Fact>
        {/* Before paying ("Pay Now") as after: what a cancel would give back. */}
        {appointment.can_cancel && appointment.price_paise > 0 && (
          <Fact term={T.cancelPolicy}>{policyText(appointment.cancellation_policy)}</Fact>
        )}
      </dl>
      {isPaidAndAccepted(appointment) && (
        <section className="appointment-conversation" aria-label={T.responseDetails}>
          <h3>{T.responseDetails}</h3>
          <MessageThread
            messages={appointment.messages}
            meId={meId}
            otherSide={professional.name || T.professional}
          />
          <MessageForm appointmentId={appointment.id} label={T.clientMessageLabel} />
        </section>
      )}
      {appointment.review && (
        <p className="appointment-note">
          <strong>{T.yourFeedback}:</strong> {appointment.review}
        </p>
      )}
      <NoShowPanel appointment={appointment} side="client" />
      <ProposedTimes appointment={appointment} />
      <ClientActions appointment={appointment} />
    </article>
  );
}

function ClientActions({ appointment }: { appointment: Appointment }) {
  const [writing, setWriting] = useState(false);
  const { payNow, busy } = usePayNow(appointment.id);
  const refund = useRefundNow(appointment);
  // Paid with a package's credit: a cancel gives the credit back (in time) or keeps it used.
  const creditText =
    appointment.purchase_id !== null && refund !== null
      ? refund >= appointment.price_paise ? T.creditBack : T.creditKept
      : null;
  const holding = appointment.status === "awaiting_payment" ? appointment.hold_expires_at : null;
  const holdLeft = useCountdown(holding);
  const payable =
    (appointment.status === "accepted" && !appointment.paid) || (holdLeft !== null && holdLeft > 0);
  const actions = [
    payable && (
      <button key="pay" type="button" className="button button-primary button-small" disabled={busy} onClick={() => void payNow()}>
        {busy ? T.loading : T.payNow}
      </button>
    ),
    appointment.can_review && (
      <button key="review" type="button" className="button button-outline button-small" onClick={() => setWriting(true)}>
        {T.writeFeedback}
      </button>
    ),
    appointment.status === "accepted" && <CalendarButton key="calendar" appointmentId={appointment.id} />,
    // Paid with money (not a package's credit): its invoice, made by the server.
    appointment.paid && appointment.price_paise > 0 && appointment.purchase_id === null && (
      <InvoiceButton key="invoice" purpose={PURPOSES.appointment} purposeId={appointment.id} />
    ),
    appointment.can_reschedule && (
      <Link key="reschedule" className="button button-outline button-small" to={rescheduleAddress(appointment)}>
        {T.reschedule}
      </Link>
    ),
    appointment.can_cancel && (
      <CancelButton key="cancel" appointment={appointment} side="client" refundPaise={refund} creditText={creditText} />
    ),
  ].filter(Boolean);
  if (actions.length === 0) return null;
  return (
    <div className="appointment-actions">
      {refund !== null && <p className="appointment-cancel-refund">{creditText ?? T.cancelNow(formatPaise(refund))}</p>}
      {actions}
      {writing && (
        <FeedbackDialog appointmentId={appointment.id} review={appointment.review} onClose={() => setWriting(false)} />
      )}
    </div>
  );
}

/** The professional's booking page for the same plan, moving this appointment, its time marked. */
export function rescheduleAddress(appointment: Appointment): string {
  return bookAppointmentAddress(appointment.professional.id, {
    plan: appointment.plan_id, date: appointment.date, reschedule: appointment.id,
    current: `${appointment.date}T${appointment.start}`,
  });
}

export function AppointmentCardSkeleton() {
  return <div className="card appointment-card skeleton appointment-skeleton" aria-hidden="true" />;
}

import { useState } from "react";
import { formatDateTime } from "../../../shared/format/date-time";
import { agreeNoShow } from "../api/no-show";
import type { NoShow } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useAppointmentAction } from "../hooks/use-appointment-action";
import { ConfirmDialog } from "./confirm-dialog";
import { NoShowDialog } from "./no-show-dialog";

type Side = "client" | "professional";

interface NoShowCard {
  id: number;
  status: string;
  paid: boolean;
  no_show: NoShow | null;
  can_report_no_show: boolean;
}

/** Where a no-show report stands, in words for the side reading it. */
export function noShowText(noShow: NoShow, side: Side): string {
  const on = formatDateTime(noShow.reported_at);
  const until = noShow.answer_due ? formatDateTime(noShow.answer_due) : "";
  const client = side === "client";
  switch (noShow.status) {
    case "reported":
      return client
        ? T.youReportedPro(on, until)
        : T.clientReportedYou(on, until);
    case "absent":
      return client ? T.markedAbsent(on) : T.youMarkedAbsent(on);
    case "agreed":
      return client ? T.noShowAgreedClient : T.noShowAgreedPro;
    case "lapsed":
      return T.noShowLapsed;
    case "disputed":
      return T.noShowDisputed;
    case "refunded":
      return T.noShowRefunded;
    default:
      return T.noShowNotRefunded;
  }
}

/** Whether `side` is the one a report was made against, and it still waits for their answer. */
function toAnswer(noShow: NoShow, side: Side): boolean {
  if (side === "professional")
    return noShow.reported_by === "client" && noShow.status === "reported";
  return noShow.reported_by === "professional" && noShow.status === "absent";
}

/**
 * A card's no-show: its state (with both sides' words), and what the reading side may do
 * now: report the other absent in the window, or answer a report made against them (the
 * professional agrees or disputes; the client disputes being marked absent).
 */
export function NoShowPanel({
  appointment,
  side,
}: {
  appointment: NoShowCard;
  side: Side;
}) {
  const [writing, setWriting] = useState<"report" | "dispute" | null>(null);
  const [agreeing, setAgreeing] = useState(false);
  const { run, busy } = useAppointmentAction();
  const { no_show: noShow } = appointment;
  if (!noShow && !appointment.can_report_no_show) return null;

  const agree = async () => {
    // The appointment stays as it is; the lists refetch for the report's new state and refund.
    const unchanged = {
      id: appointment.id,
      status: appointment.status,
      paid: appointment.paid,
    };
    await run(async () => (await agreeNoShow(appointment.id), unchanged), {
      done: T.agreed,
      failed: T.tryAgain,
    });
    setAgreeing(false);
  };
  const answering = noShow !== null && toAnswer(noShow, side);
  const acting = appointment.can_report_no_show || answering;
  return (
    <section className="appointment-no-show" aria-label={T.noShowHeading}>
      {noShow && (
        <>
          <p
            className={`appointment-note no-show-${noShow.status}`}
            role="status"
          >
            <strong>{T.noShowHeading}:</strong> {noShowText(noShow, side)}
          </p>
          <p className="appointment-note">
            <strong>{T.theReport}:</strong> {noShow.report}
          </p>
          {noShow.answer && (
            <p className="appointment-note">
              <strong>{T.theAnswer}:</strong> {noShow.answer}
            </p>
          )}
          {noShow.decision && (
            <p className="appointment-note">
              <strong>{T.supportNote}:</strong> {noShow.decision}
            </p>
          )}
        </>
      )}
      {acting && (
        <div className="appointment-actions">
          {appointment.can_report_no_show && (
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => setWriting("report")}
            >
              {T.reportNoShow}
            </button>
          )}
          {answering && side === "professional" && (
            <button
              type="button"
              className="button button-primary button-small"
              disabled={busy}
              onClick={() => setAgreeing(true)}
            >
              {T.agreeNoShow}
            </button>
          )}
          {answering && (
            <button
              type="button"
              className="button button-outline button-small"
              onClick={() => setWriting("dispute")}
            >
              {T.disputeNoShow}
            </button>
          )}
        </div>
      )}
      {writing && (
        <NoShowDialog
          appointmentId={appointment.id}
          mode={writing}
          side={side}
          onClose={() => setWriting(null)}
        />
      )}
      {agreeing && (
        <ConfirmDialog
          title={T.agreeTitle}
          text={T.agreeText}
          confirm={T.confirmAgree}
          busy={busy}
          onConfirm={() => void agree()}
          onClose={() => !busy && setAgreeing(false)}
        />
      )}
    </section>
  );
}

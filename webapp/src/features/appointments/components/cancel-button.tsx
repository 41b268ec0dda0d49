import { useState } from "react";
import { formatPaise } from "../../../shared/format/rupees";
import { cancelAppointment } from "../api/cancel-appointment";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useAppointmentAction } from "../hooks/use-appointment-action";
import { ConfirmDialog } from "./confirm-dialog";

interface CancelButtonProps {
  appointment: { id: number; paid: boolean };
  /** Which side asks: what the dialog says about refunds differs. */
  side: "client" | "professional";
  /** The client's: what their cancel gives back now (the professional's policy), in paise. */
  refundPaise?: number | null;
  /** Paid with a package's credit: what becomes of the credit, said instead of money. */
  creditText?: string | null;
}

/** "Cancel booking" with a confirmation; the server refunds a paid one (or says why not). */
export function CancelButton({ appointment, side, refundPaise, creditText }: CancelButtonProps) {
  const [asking, setAsking] = useState(false);
  const { run, busy } = useAppointmentAction();
  const client = side === "client";
  const text = creditText ?? (appointment.paid
    ? client
      ? T.cancelPaidByClient(formatPaise(refundPaise ?? 0))
      : T.cancelPaidByProfessional
    : client
      ? T.cancelByClient
      : T.cancelByProfessional);
  const confirm = async () => {
    await run(() => cancelAppointment(appointment.id), { done: T.cancelled, failed: T.tryAgain });
    setAsking(false);
  };
  return (
    <>
      <button type="button" className="button button-outline button-small button-quiet" onClick={() => setAsking(true)}>
        {T.cancelBooking}
      </button>
      {asking && (
        <ConfirmDialog
          title={T.cancelTitle}
          text={text}
          confirm={T.confirmCancel}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => !busy && setAsking(false)}
        />
      )}
    </>
  );
}

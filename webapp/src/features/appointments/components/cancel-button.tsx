import { useState } from "react";
import { cancelAppointment } from "../api/cancel-appointment";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useAppointmentAction } from "../hooks/use-appointment-action";
import { ConfirmDialog } from "./confirm-dialog";

interface CancelButtonProps {
  appointment: { id: number; paid: boolean };
  /** Which side asks: what the dialog says about refunds differs. */
  side: "client" | "professional";
}

/** "Cancel booking" with a confirmation; the server refunds a paid one (or says why not). */
export function CancelButton({ appointment, side }: CancelButtonProps) {
  const [asking, setAsking] = useState(false);
  const { run, busy } = useAppointmentAction();
  const client = side === "client";
  const text = appointment.paid
    ? client
      ? T.cancelPaidByClient
      : T.cancelPaidByProfessional
    : client
      ? T.cancelByClient
      : T.cancelByProfessional;
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

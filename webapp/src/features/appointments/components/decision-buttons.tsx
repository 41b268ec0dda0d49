import toast from "react-hot-toast";
import { acceptAppointment } from "../api/accept-appointment";
import { rejectAppointment } from "../api/reject-appointment";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useAppointmentAction } from "../hooks/use-appointment-action";

/**
 * "Accept Booking" / "Reject Booking" of a pending booking. Rejecting asks for the reason in
 * a prompt (spec: default "Book another day and time"); cancelling the prompt does nothing.
 */
export function DecisionButtons({ appointmentId }: { appointmentId: number }) {
  const { run, busy } = useAppointmentAction();

  const accept = () => run(() => acceptAppointment(appointmentId), { done: T.accepted, failed: T.tryAgain });
  const reject = () => {
    const reason = window.prompt(T.rejectPrompt, T.rejectDefault);
    if (reason === null) return;
    if (!reason.trim()) return void toast.error(T.enterReason);
    void run(() => rejectAppointment(appointmentId, reason.trim()), { done: T.rejected, failed: T.tryAgain });
  };

  return (
    <div className="appointment-actions">
      <button type="button" className="button button-primary button-small" disabled={busy} onClick={() => void accept()}>
        {T.accept}
      </button>
      <button type="button" className="button button-outline button-small" disabled={busy} onClick={reject}>
        {T.reject}
      </button>
    </div>
  );
}

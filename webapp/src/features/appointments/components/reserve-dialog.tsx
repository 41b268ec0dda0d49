import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import { formatTimeRange } from "../../../shared/format/time-range";
import { appointmentKeys } from "../api/query-keys";
import { reserveSlot } from "../api/reserve-slot";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useOwnSlots } from "../hooks/use-own-slots";
import { todayIso } from "../lib/today";
import { Modal } from "../../../shared/ui/modal";
import { slotKey } from "../../../shared/format/slot-key";

interface ReserveDialogProps {
  professionalId: number | null;
  onClose: () => void;
}

/**
 * "Reserve Appointment": a date and one of that day's times; the reservation takes a place
 * like a booking, so a full time cannot be chosen and a race is refused in the server's words.
 */
export function ReserveDialog({ professionalId, onClose }: ReserveDialogProps) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(todayIso);
  // The chosen time's slotKey: "<window>@<HH:MM>".
  const [time, setTime] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slots = useOwnSlots(professionalId, date);
  const dateId = useId();
  const timeId = useId();
  const windows = slots.data?.windows ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const chosen = windows.find((slot) => slotKey(slot) === time);
    if (!date || !chosen) return setProblem(T.selectTimeAndDate);
    setBusy(true);
    setProblem(null);
    try {
      await reserveSlot(chosen.window_id, chosen.start, date);
      toast.success(T.reservedDone);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      setProblem(message);
      toast.error(message);
      void slots.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={T.reserveTitle} subtitle={T.reserveNote} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="reserve-form">
        <div className="field">
          <label htmlFor={dateId}>{T.reserveDate}</label>
          <input
            id={dateId}
            type="date"
            name="date"
            autoComplete="off"
            min={todayIso()}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime("");
              setProblem(null);
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={timeId}>{T.reserveTime}</label>
          <select
            id={timeId}
            name="time"
            autoComplete="off"
            value={time}
            disabled={!date || slots.isFetching}
            onChange={(event) => {
              setTime(event.target.value);
              setProblem(null);
            }}
          >
            <option value="">{slots.isFetching ? T.loading : windows.length === 0 && date ? T.noTimes : "—"}</option>
            {windows.map((slot) => (
              <option key={slotKey(slot)} value={slotKey(slot)} disabled={slot.left <= 0}>
                {formatTimeRange(slot.start, slot.end)}
              </option>
            ))}
          </select>
        </div>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            {T.close}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? T.loading : T.reserveButton}
          </button>
        </div>
      </form>
    </Modal>
  );
}

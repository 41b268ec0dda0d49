import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage, type FieldErrors } from "../../../shared/api/api-error";
import { formatTimeRange } from "../../../shared/format/time-range";
import { slotKey } from "../../../shared/format/slot-key";
import { Modal } from "../../../shared/ui/modal";
import { appointmentKeys } from "../api/query-keys";
import { proposeTimes } from "../api/reschedule";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { useOwnSlots } from "../hooks/use-own-slots";
import { todayIso } from "../lib/today";

/** The most times one proposal holds (the server's limit). */
export const MOST_PROPOSED = 3;

interface Row {
  date: string;
  /** The chosen time's slotKey: "<window>@<HH:MM>". */
  time: string;
}

interface ProposeDialogProps {
  appointmentId: number;
  professionalId: number | null;
  onClose: () => void;
}

/**
 * "Propose new times": one to three dates, each with one of its free times, and a note. The
 * server holds each for the client; a time taken meanwhile is refused on its own row.
 */
export function ProposeDialog({ appointmentId, professionalId, onClose }: ProposeDialogProps) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>([{ date: todayIso(), time: "" }]);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noteId = useId();

  const change = (index: number, row: Partial<Row>) => {
    setRows((current) => current.map((old, at) => (at === index ? { ...old, ...row } : old)));
    setErrors({});
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const times = rows.map(({ date, time }) => {
      const [window, start] = time.split("@");
      return { date, window_id: Number(window), start: start ?? null };
    });
    if (times.some((time) => !time.date || !time.window_id)) return setProblem(T.selectTimeAndDate);
    setBusy(true);
    setProblem(null);
    try {
      await proposeTimes(appointmentId, { times, note });
      toast.success(T.proposed);
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiError) setErrors(error.fields);
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={T.proposeTitle} subtitle={T.proposeNote} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="reserve-form propose-form">
        {rows.map((row, index) => (
          <ProposedRow
            key={index}
            index={index}
            row={row}
            professionalId={professionalId}
            error={errors[`times.${index}.window_id`] ?? errors[`times.${index}.start`] ?? errors[`times.${index}.date`] ?? errors[`times.${index}.plan_id`]}
            onChange={(next) => change(index, next)}
            onRemove={rows.length > 1 ? () => setRows((current) => current.filter((_, at) => at !== index)) : null}
          />
        ))}
        {rows.length < MOST_PROPOSED && (
          <button type="button" className="button button-outline button-small" onClick={() => setRows((current) => [...current, { date: current.at(-1)?.date ?? todayIso(), time: "" }])}>
            {T.addTime}
          </button>
        )}
        <div className="field">
          <label htmlFor={noteId}>{T.proposalNote}</label>
          <textarea id={noteId} name="note" autoComplete="off" maxLength={300} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          {errors.note && <p className="field-error">{errors.note}</p>}
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
            {busy ? T.loading : T.send}
          </button>
        </div>
      </form>
    </Modal>
  );
}

interface RowProps {
  index: number;
  row: Row;
  professionalId: number | null;
  error: string | undefined;
  onChange: (row: Partial<Row>) => void;
  onRemove: (() => void) | null;
}

/** One proposed time: a date and one of its free times (a full one cannot be chosen). */
function ProposedRow({ index, row, professionalId, error, onChange, onRemove }: RowProps) {
  const slots = useOwnSlots(professionalId, row.date);
  const dateId = useId();
  const timeId = useId();
  const windows = slots.data?.windows ?? [];
  return (
    <fieldset className="propose-row">
      <legend>{T.proposedTime(index + 1)}</legend>
      <div className="field">
        <label htmlFor={dateId}>{T.reserveDate}</label>
        <input id={dateId} type="date" name={`times.${index}.date`} autoComplete="off" min={todayIso()} value={row.date} onChange={(event) => onChange({ date: event.target.value, time: "" })} />
      </div>
      <div className="field">
        <label htmlFor={timeId}>{T.reserveTime}</label>
        <select id={timeId} name={`times.${index}.time`} autoComplete="off" value={row.time} disabled={!row.date || slots.isFetching} onChange={(event) => onChange({ time: event.target.value })}>
          <option value="">{slots.isFetching ? T.loading : windows.length === 0 && row.date ? T.noTimes : "—"}</option>
          {windows.map((slot) => (
            <option key={slotKey(slot)} value={slotKey(slot)} disabled={slot.left <= 0}>
              {formatTimeRange(slot.start, slot.end)}
            </option>
          ))}
        </select>
        {error && <p className="field-error">{error}</p>}
      </div>
      {onRemove && (
        <button type="button" className="button button-outline button-small button-quiet" onClick={onRemove}>
          {T.removeTime}
        </button>
      )}
    </fieldset>
  );
}

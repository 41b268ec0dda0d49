import { useId, useState, type FormEvent } from "react";
import { to24h, type ClockTime } from "../../../shared/format/time-range";
import { TextField } from "../../../shared/ui/text-field";
import {
  DEFAULT_PLACES,
  MAX_PLACES,
  MIN_PLACES,
  SCHEDULE_TEXTS as T,
  SESSION_MINUTES,
  type Day,
} from "../constants";
import { entryErrors, sortDays, type ScheduleEntry } from "../lib/entries";
import { ClockPicker } from "./clock-picker";
import { DayToggles } from "./day-toggles";

interface TimeFormProps {
  /** False when the time text is already listed (the spec ignores such an entry). */
  onAdd: (entry: ScheduleEntry) => boolean;
}

const START: ClockTime = { hour: 10, minute: 0, meridiem: "AM" };
const END: ClockTime = { hour: 11, minute: 0, meridiem: "AM" };

/**
 * The picker: start, end, days, session length and places; "Add Time" puts the time on the
 * (unsaved) list.
 */
export function TimeForm({ onAdd }: TimeFormProps) {
  const id = useId();
  const [session, setSession] = useState("");
  const [start, setStart] = useState(START);
  const [end, setEnd] = useState(END);
  const [days, setDays] = useState<ReadonlySet<Day>>(new Set());
  const [places, setPlaces] = useState(String(DEFAULT_PLACES));
  const [shown, setShown] = useState<ReturnType<typeof entryErrors>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const toggle = (day: Day) => {
    const next = new Set(days);
    if (!next.delete(day)) next.add(day);
    setDays(next);
    setShown((errors) => ({ ...errors, days: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry: ScheduleEntry = {
      id: null,
      start: to24h(start),
      end: to24h(end),
      days: sortDays(days),
      places: Number(places),
      session: session ? Number(session) : null,
    };
    const errors = entryErrors(entry);
    setShown(errors);
    setNotice(null);
    if (Object.keys(errors).length > 0) return;
    if (!onAdd(entry)) setNotice(T.duplicateTime);
  };

  return (
    <form className="card schedule-time-form" onSubmit={submit} noValidate>
      <div className="clock-pickers">
        <ClockPicker legend={T.startTime} name="start" value={start} onChange={setStart} />
        <ClockPicker
          legend={T.endTime}
          name="end"
          value={end}
          onChange={(next) => {
            setEnd(next);
            setShown((errors) => ({ ...errors, end: undefined }));
          }}
          error={shown.end ? T.endAfterStart : undefined}
        />
      </div>
      <DayToggles value={days} onToggle={toggle} invalid={Boolean(shown.days)} />
      <div className="field">
        <label htmlFor={`${id}-session`}>{T.sessionLength}</label>
        <select
          id={`${id}-session`}
          name="session_minutes"
          autoComplete="off"
          value={session}
          aria-invalid={shown.session ? true : undefined}
          aria-describedby={shown.session ? `${id}-session-error` : undefined}
          onChange={(event) => {
            setSession(event.target.value);
            setShown((errors) => ({ ...errors, session: undefined }));
          }}
        >
          <option value="">{T.wholeTime}</option>
          {SESSION_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {T.sessionMinutes(minutes)}
            </option>
          ))}
        </select>
        {shown.session && (
          <p className="field-error" id={`${id}-session-error`}>
            {T.sessionTooLong}
          </p>
        )}
      </div>
      <TextField
        label={T.availableSlots}
        name="places"
        type="number"
        inputMode="numeric"
        autoComplete="off"
        min={MIN_PLACES}
        max={MAX_PLACES}
        step={1}
        value={places}
        onChange={(event) => setPlaces(event.target.value)}
        error={shown.places ? T.placesRange : undefined}
      />
      <button type="submit" className="button button-outline">
        {T.addTime}
      </button>
      {notice && (
        <p className="field-note" role="status">
          {notice}
        </p>
      )}
    </form>
  );
}

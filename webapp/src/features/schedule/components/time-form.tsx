import { useState, type FormEvent } from "react";
import { to24h, type ClockTime } from "../../../shared/format/time-range";
import { TextField } from "../../../shared/ui/text-field";
import { DEFAULT_PLACES, MAX_PLACES, MIN_PLACES, SCHEDULE_TEXTS as T, type Day } from "../constants";
import { entryErrors, sortDays, type ScheduleEntry } from "../lib/entries";
import { ClockPicker } from "./clock-picker";
import { DayToggles } from "./day-toggles";

interface TimeFormProps {
  /** False when the time text is already listed (the spec ignores such an entry). */
  onAdd: (entry: ScheduleEntry) => boolean;
}

const START: ClockTime = { hour: 10, minute: 0, meridiem: "AM" };
const END: ClockTime = { hour: 11, minute: 0, meridiem: "AM" };

/** The picker: start, end, days and places; "Add Time" puts the time on the (unsaved) list. */
export function TimeForm({ onAdd }: TimeFormProps) {
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

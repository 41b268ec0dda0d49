import { useState, type FormEvent } from "react";
import { TextField } from "../../../shared/ui/text-field";
import type { ReceivedFilter } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";

interface DateFilterProps {
  applied: ReceivedFilter;
  onApply: (filter: ReceivedFilter) => void;
  /** The professional's list also narrows by time (of the chosen date). */
  withTime?: boolean;
}

/** A date (and time) to narrow the list to, applied with "Done"; "Clear" shows everything. */
export function DateFilter({ applied, onApply, withTime = false }: DateFilterProps) {
  const [date, setDate] = useState(applied.date);
  const [time, setTime] = useState(applied.time);
  const filtered = applied.date !== "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ date, time: date && withTime ? time : "" });
  };

  return (
    <form className="appointment-filter" role="search" aria-label={T.filters} onSubmit={submit}>
      <TextField
        label={T.filterDate}
        type="date"
        name="date"
        autoComplete="off"
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      {withTime && (
        <TextField
          label={T.filterTime}
          type="time"
          name="time"
          autoComplete="off"
          value={time}
          disabled={!date}
          onChange={(event) => setTime(event.target.value)}
        />
      )}
      <div className="appointment-filter-actions">
        <button type="submit" className="button button-primary">
          {T.done}
        </button>
        {filtered && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              setDate("");
              setTime("");
              onApply({ date: "", time: "" });
            }}
          >
            {T.clear}
          </button>
        )}
      </div>
    </form>
  );
}

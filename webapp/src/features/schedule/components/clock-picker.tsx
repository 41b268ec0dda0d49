import { useId } from "react";
import type { ClockTime, Meridiem } from "../../../shared/format/time-range";
import { HOURS, MINUTES, SCHEDULE_TEXTS as T } from "../constants";

interface ClockPickerProps {
  legend: string;
  /** Prefix of the selects' names, e.g. "start" gives start_hour, start_minutes, start_meridiem. */
  name: string;
  value: ClockTime;
  onChange: (value: ClockTime) => void;
  error?: string;
}

/** One end of a window: hour 1-12, minutes in tens, and its own AM / PM (a window may cross noon). */
export function ClockPicker({ legend, name, value, onChange, error }: ClockPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="clock-picker" aria-describedby={describedBy}>
      <legend>{legend}</legend>
      <div className="clock-picker-row">
        <div className="field">
          <label htmlFor={`${id}-hour`}>{T.hour}</label>
          <select
            id={`${id}-hour`}
            name={`${name}_hour`}
            autoComplete="off"
            value={value.hour}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ ...value, hour: Number(event.target.value) })}
          >
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hour}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-minutes`}>{T.minutes}</label>
          <select
            id={`${id}-minutes`}
            name={`${name}_minutes`}
            autoComplete="off"
            value={value.minute}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ ...value, minute: Number(event.target.value) })}
          >
            {MINUTES.map((minute) => (
              <option key={minute} value={minute}>
                {String(minute).padStart(2, "0")}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-meridiem`}>{T.amPm}</label>
          <select
            id={`${id}-meridiem`}
            name={`${name}_meridiem`}
            autoComplete="off"
            value={value.meridiem}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange({ ...value, meridiem: event.target.value as Meridiem })}
          >
            <option value="AM">{T.am}</option>
            <option value="PM">{T.pm}</option>
          </select>
        </div>
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

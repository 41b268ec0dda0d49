import { useId } from "react";
import type { FieldErrors } from "../../../shared/api/api-error";
import { TextField } from "../../../shared/ui/text-field";
import { MAX_HOURS_ROWS, MAX_PLACES, MIN_PLACES, SCHEDULE_TEXTS as T, SESSION_MINUTES } from "../constants";
import type { HoursRow } from "../lib/day-hours";
import { ClockPicker } from "./clock-picker";

interface OtherHoursProps {
  rows: readonly HoursRow[];
  /** The form's and the server's messages: "hours" and "hours.<index>.<field>". */
  errors: FieldErrors;
  /** `field`: the server's name of what changed, so its message can go. */
  onChange: (index: number, patch: Partial<HoursRow>, field: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** A date's other hours: up to ten times, each with its ends, places and session length. */
export function OtherHours({ rows, errors, onChange, onAdd, onRemove }: OtherHoursProps) {
  return (
    <div className="schedule-hours">
      {rows.map((row, index) => (
        <HoursFields
          key={row.key}
          row={row}
          index={index}
          errors={errors}
          onChange={(patch, field) => onChange(index, patch, field)}
          onRemove={rows.length > 1 ? () => onRemove(index) : undefined}
        />
      ))}
      {errors.hours && <p className="field-error">{errors.hours}</p>}
      <button
        type="button"
        className="button button-outline button-small"
        disabled={rows.length >= MAX_HOURS_ROWS}
        onClick={onAdd}
      >
        {T.addHours}
      </button>
    </div>
  );
}

interface HoursFieldsProps {
  row: HoursRow;
  index: number;
  errors: FieldErrors;
  onChange: (patch: Partial<HoursRow>, field: string) => void;
  /** Absent for the only row: other hours have at least one time. */
  onRemove?: () => void;
}

function HoursFields({ row, index, errors, onChange, onRemove }: HoursFieldsProps) {
  const id = useId();
  const error = (field: string) => errors[`hours.${index}.${field}`];
  const sessionError = error("session_minutes");
  const name = `hours_${index}`;
  return (
    <fieldset className="schedule-hours-row">
      <legend>{T.hoursRow(index + 1)}</legend>
      <div className="clock-pickers">
        <ClockPicker
          legend={T.startTime}
          name={`${name}_start`}
          value={row.start}
          onChange={(start) => onChange({ start }, "start")}
          error={error("start")}
        />
        <ClockPicker
          legend={T.endTime}
          name={`${name}_end`}
          value={row.end}
          onChange={(end) => onChange({ end }, "end")}
          error={error("end")}
        />
      </div>
      <div className="schedule-hours-fields">
        <TextField
          label={T.availableSlots}
          name={`${name}_places`}
          type="number"
          inputMode="numeric"
          autoComplete="off"
          min={MIN_PLACES}
          max={MAX_PLACES}
          step={1}
          value={row.places}
          onChange={(event) => onChange({ places: event.target.value }, "places")}
          error={error("places")}
        />
        <div className="field">
          <label htmlFor={`${id}-session`}>{T.sessionLength}</label>
          <select
            id={`${id}-session`}
            name={`${name}_session_minutes`}
            autoComplete="off"
            value={row.session}
            aria-invalid={sessionError ? true : undefined}
            aria-describedby={sessionError ? `${id}-session-error` : undefined}
            onChange={(event) => onChange({ session: event.target.value }, "session_minutes")}
          >
            <option value="">{T.wholeTime}</option>
            {SESSION_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {T.sessionMinutes(minutes)}
              </option>
            ))}
          </select>
          {sessionError && (
            <p className="field-error" id={`${id}-session-error`}>
              {sessionError}
            </p>
          )}
        </div>
      </div>
      {onRemove && (
        <button
          type="button"
          className="button button-outline button-small"
          aria-label={T.removeHours(index + 1)}
          onClick={onRemove}
        >
          {T.remove}
        </button>
      )}
    </fieldset>
  );
}

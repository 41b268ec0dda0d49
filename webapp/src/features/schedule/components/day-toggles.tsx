import { useId } from "react";
import { DAY_LABELS, DAY_NAMES, DAYS, SCHEDULE_TEXTS as T, type Day } from "../constants";

interface DayTogglesProps {
  value: ReadonlySet<Day>;
  onToggle: (day: Day) => void;
  /** True when "Add Time" was pressed with no day chosen: the note turns into the error. */
  invalid: boolean;
}

/** Mo to Su, each a toggle button (selected ones green), with the spec's note under the row
 * while no day is chosen (once one is, it would read as a complaint). */
export function DayToggles({ value, onToggle, invalid }: DayTogglesProps) {
  const id = useId();
  const noted = invalid || value.size === 0;
  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {T.days}
      </span>
      <div className="day-toggles" role="group" aria-labelledby={`${id}-label`} aria-describedby={noted ? `${id}-note` : undefined}>
        {DAYS.map((day) => (
          <button
            key={day}
            type="button"
            className={value.has(day) ? "day-toggle selected" : "day-toggle"}
            aria-pressed={value.has(day)}
            aria-label={DAY_NAMES[day]}
            onClick={() => onToggle(day)}
          >
            {DAY_LABELS[day]}
          </button>
        ))}
      </div>
      {noted && (
        <p id={`${id}-note`} className={invalid ? "field-error" : "field-note"} role={invalid ? "alert" : undefined}>
          {T.daysNote}
        </p>
      )}
    </div>
  );
}

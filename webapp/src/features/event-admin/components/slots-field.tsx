import { useId } from "react";
import { TextField } from "../../../shared/ui/text-field";
import { EVENT_ADMIN_TEXTS as T } from "../constants";
import type { SlotsMode } from "../lib/event-form";

interface SlotsFieldProps {
  mode: SlotsMode;
  seats: string;
  onMode: (mode: SlotsMode) => void;
  onSeats: (seats: string) => void;
  error?: string;
}

/** Slots: Unlimited by default; Custom reveals the number. */
export function SlotsField({ mode, seats, onMode, onSeats, error }: SlotsFieldProps) {
  const id = useId();
  return (
    <fieldset className="field event-choice">
      <legend>{T.slotsLabel}</legend>
      <div className="event-choice-options">
        {(["unlimited", "custom"] as const).map((option) => (
          <label key={option} htmlFor={`${id}-${option}`}>
            <input
              id={`${id}-${option}`}
              type="radio"
              name="slots"
              value={option}
              checked={mode === option}
              onChange={() => onMode(option)}
            />
            {option === "unlimited" ? T.slotsUnlimited : T.slotsCustom}
          </label>
        ))}
      </div>
      {mode === "custom" && (
        <TextField
          label={T.slotsNumberLabel}
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          autoComplete="off"
          required
          value={seats}
          onChange={(event) => onSeats(event.target.value)}
          error={error}
        />
      )}
      {mode !== "custom" && error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

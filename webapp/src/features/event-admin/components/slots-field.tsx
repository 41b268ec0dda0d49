import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../shared/ui/text-field";
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
  const { t } = useTranslation("event-admin");
  const id = useId();
  return (
    <fieldset className="field event-choice">
      <legend>{t("Slots")}</legend>
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
            {option === "unlimited" ? t("Unlimited") : t("Custom")}
          </label>
        ))}
      </div>
      {mode === "custom" && (
        <TextField
          label={t("Number of slots")}
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

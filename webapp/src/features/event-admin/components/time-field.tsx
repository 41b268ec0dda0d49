import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../shared/ui/text-field";

interface TimeFieldProps {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  error?: string;
}

/** The event's time as a start and an end (the spec's "10:00 AM - 11:00 AM"), sent as HH:MM. */
export function TimeField({ start, end, onStart, onEnd, error }: TimeFieldProps) {
  const { t } = useTranslation("event-admin");
  const hintId = useId();
  return (
    <fieldset className="field event-time" aria-describedby={hintId}>
      <legend>{t("Time")}</legend>
      <p className="muted field-hint" id={hintId}>
        {t("10:00 AM - 11:00 AM")}
      </p>
      <div className="event-time-ends">
        <TextField
          label={t("Start time")}
          name="start"
          type="time"
          autoComplete="off"
          required
          value={start}
          onChange={(event) => onStart(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <TextField
          label={t("End time")}
          name="end"
          type="time"
          autoComplete="off"
          required
          value={end}
          onChange={(event) => onEnd(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error && <p className="field-error">{error}</p>}
    </fieldset>
  );
}

import { useId, useMemo } from "react";
import type { FieldErrors } from "../../../shared/api/api-error";
import { TextField } from "../../../shared/ui/text-field";
import { MAX_HORIZON_DAYS, MIN_HORIZON_DAYS, SCHEDULE_TEXTS as T } from "../constants";
import type { BookingSettings as Settings } from "../hooks/use-schedule-editor";
import { timeZoneChoices } from "../lib/time-zones";

interface BookingSettingsProps {
  value: Settings;
  errors: FieldErrors;
  onChange: (next: Partial<Settings>) => void;
}

/**
 * The zone the times are in, how far ahead clients may book, and the rules every booking keeps
 * to (buffers, minimum notice, a daily limit); saved with the schedule.
 */
export function BookingSettings({ value, errors, onChange }: BookingSettingsProps) {
  const id = useId();
  const zones = useMemo(() => timeZoneChoices(value.timeZone), [value.timeZone]);
  const zoneError = errors.time_zone;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="schedule-section-title">
        {T.bookingSettings}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-zone`}>{T.timeZone}</label>
        <select
          id={`${id}-zone`}
          name="time_zone"
          autoComplete="off"
          value={value.timeZone}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby={zoneError ? `${id}-zone-error` : undefined}
          onChange={(event) => onChange({ timeZone: event.target.value })}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
        {zoneError && (
          <p className="field-error" id={`${id}-zone-error`}>
            {zoneError}
          </p>
        )}
      </div>
      <TextField
        label={T.horizon}
        name="booking_horizon_days"
        type="number"
        inputMode="numeric"
        autoComplete="off"
        min={MIN_HORIZON_DAYS}
        max={MAX_HORIZON_DAYS}
        step={1}
        value={value.horizonDays}
        onChange={(event) => onChange({ horizonDays: event.target.value })}
        error={errors.booking_horizon_days}
      />
      <div className="schedule-rules">
        <TextField
          label={T.bufferBefore}
          name="buffer_before_minutes"
          type="number"
          inputMode="numeric"
          autoComplete="off"
          min={0}
          max={120}
          step={5}
          value={value.bufferBefore}
          onChange={(event) => onChange({ bufferBefore: event.target.value })}
          error={errors.buffer_before_minutes}
        />
        <TextField
          label={T.bufferAfter}
          name="buffer_after_minutes"
          type="number"
          inputMode="numeric"
          autoComplete="off"
          min={0}
          max={120}
          step={5}
          value={value.bufferAfter}
          onChange={(event) => onChange({ bufferAfter: event.target.value })}
          error={errors.buffer_after_minutes}
        />
        <TextField
          label={T.notice}
          name="notice_hours"
          type="number"
          inputMode="numeric"
          autoComplete="off"
          min={0}
          max={720}
          step={1}
          value={value.noticeHours}
          onChange={(event) => onChange({ noticeHours: event.target.value })}
          error={errors.notice_hours}
        />
        <TextField
          label={T.dailyLimit}
          name="daily_limit"
          type="number"
          inputMode="numeric"
          autoComplete="off"
          min={1}
          max={100}
          step={1}
          value={value.dailyLimit}
          onChange={(event) => onChange({ dailyLimit: event.target.value })}
          error={errors.daily_limit}
        />
      </div>
    </section>
  );
}

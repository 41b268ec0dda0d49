import { useId, useMemo } from "react";
import type { FieldErrors } from "../../../shared/api/api-error";
import { TextField } from "../../../shared/ui/text-field";
import { MAX_HORIZON_DAYS, MIN_HORIZON_DAYS, SCHEDULE_TEXTS as T } from "../constants";
import type { BookingSettings as Settings } from "../hooks/use-schedule-editor";
import { timeZoneChoices } from "../lib/time-zones";
import { CancellationPolicyFields } from "./cancellation-policy-fields";

/** The booking rules' fields: the settings' key, the server's field name, its label (read when shown) and its range. */
const RULE_FIELDS = [
  { key: "bufferBefore", name: "buffer_before_minutes", get label() { return T.bufferBefore; }, min: 0, max: 120, step: 5 },
  { key: "bufferAfter", name: "buffer_after_minutes", get label() { return T.bufferAfter; }, min: 0, max: 120, step: 5 },
  { key: "noticeHours", name: "notice_hours", get label() { return T.notice; }, min: 0, max: 720, step: 1 },
  { key: "dailyLimit", name: "daily_limit", get label() { return T.dailyLimit; }, min: 1, max: 100, step: 1 },
  { key: "rescheduleLimit", name: "reschedule.limit", get label() { return T.rescheduleLimit; }, min: 0, max: 10, step: 1 },
  { key: "rescheduleNotice", name: "reschedule.notice_hours", get label() { return T.rescheduleNotice; }, min: 0, max: 720, step: 1 },
] as const satisfies readonly { key: keyof Settings; name: string; label: string; min: number; max: number; step: number }[];

interface BookingSettingsProps {
  value: Settings;
  errors: FieldErrors;
  onChange: (next: Partial<Settings>) => void;
}

/**
 * The zone the times are in, how far ahead clients may book, the rules every booking keeps
 * to (buffers, minimum notice, a daily limit), the cancellation policy, and how often and how
 * late a client may move one; saved with the schedule.
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
        {RULE_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type="number"
            inputMode="numeric"
            autoComplete="off"
            min={field.min}
            max={field.max}
            step={field.step}
            value={value[field.key]}
            onChange={(event) => onChange({ [field.key]: event.target.value })}
            error={errors[field.name]}
          />
        ))}
      </div>
      <CancellationPolicyFields tiers={value.policy} errors={errors} onChange={(policy) => onChange({ policy })} />
    </section>
  );
}

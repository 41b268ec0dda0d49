import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../../../shared/api/api-error";
import type { PictureSources } from "../../../shared/ui/picture";
import { TextField } from "../../../shared/ui/text-field";
import { EVENT_ADMIN_TEXTS as T, EVENT_TYPES } from "../constants";
import type { EventFormValues } from "../lib/event-form";
import { BannerField } from "./banner-field";
import { RichTextField } from "./rich-text-field";
import { SlotsField } from "./slots-field";
import { TimeField } from "./time-field";

interface EventFormProps {
  initial: EventFormValues;
  /** The stored banner when editing. */
  banner: string | null;
  bannerSources: PictureSources | null;
  submitLabel: string;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (values: EventFormValues, banner: File | null) => void;
}

/** The fields of creating and editing an event (the spec's order). */
export function EventForm({ initial, banner, bannerSources, submitLabel, busy, errors, onSubmit }: EventFormProps) {
  const { t } = useTranslation("event-admin");
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof EventFormValues) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values, file);
  };

  return (
    <form className="event-form" onSubmit={submit} noValidate>
      <TextField label={t("Title")} name="title" autoComplete="off" required {...text("title")} error={errors.title} />
      <TextField
        label={t("Short Description")}
        name="short_description"
        autoComplete="off"
        required
        {...text("shortDescription")}
        error={errors.short_description}
      />
      <TextField
        label={t("Price")}
        name="price"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        autoComplete="off"
        required
        placeholder="0"
        {...text("price")}
        error={errors.price}
      />
      <TextField label={t("Date")} name="date" type="date" autoComplete="off" required {...text("date")} error={errors.date} />
      <TimeField
        start={values.start}
        end={values.end}
        onStart={(value) => set("start", value)}
        onEnd={(value) => set("end", value)}
        error={errors.time}
      />
      <SlotsField
        mode={values.slots}
        seats={values.seats}
        onMode={(mode) => set("slots", mode)}
        onSeats={(seats) => set("seats", seats)}
        error={errors.seats}
      />
      <div className="field">
        <label htmlFor="event-type">{t("Type")}</label>
        <select id="event-type" name="type" value={values.type} onChange={(event) => set("type", event.target.value)}>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {T.eventType(type)}
            </option>
          ))}
        </select>
        {errors.type && <p className="field-error">{errors.type}</p>}
      </div>
      <BannerField current={banner} currentSources={bannerSources} onFile={setFile} error={errors.image} />
      <RichTextField
        label={t("Description")}
        value={values.description}
        onChange={(html) => set("description", html)}
        error={errors.description}
      />
      <RichTextField
        label={t("EventResponse")}
        value={values.response}
        onChange={(html) => set("response", html)}
        hint={t("Optional: a meeting link, location or details sent to those who book.")}
        error={errors.response}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t("Please Wait...") : submitLabel}
      </button>
    </form>
  );
}

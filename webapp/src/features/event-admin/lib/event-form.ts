import type { FieldErrors } from "../../../shared/api/api-error";
import { BANNER_MAX_BYTES, BANNER_TYPES, EVENT_ADMIN_TEXTS as T } from "../constants";
import type { EventDetail, EventInput } from "../types";

export type SlotsMode = "unlimited" | "custom";

/** What the create and edit forms hold, as the inputs hold it (text). */
export interface EventFormValues {
  title: string;
  shortDescription: string;
  price: string;
  date: string;
  start: string;
  end: string;
  slots: SlotsMode;
  seats: string;
  type: string;
  description: string;
  response: string;
}

export const EMPTY_EVENT_FORM: EventFormValues = {
  title: "",
  shortDescription: "",
  price: "0",
  date: "",
  start: "",
  end: "",
  slots: "unlimited",
  seats: "",
  type: "Online",
  description: "",
  response: "",
};

/** The edit form's starting values: the stored event. */
export function formFromEvent(event: EventDetail): EventFormValues {
  return {
    title: event.title,
    shortDescription: event.short_description,
    price: String(event.price),
    date: event.date,
    start: event.start.slice(0, 5),
    end: event.end.slice(0, 5),
    slots: event.seats === null ? "unlimited" : "custom",
    seats: event.seats === null ? "" : String(event.seats),
    type: event.type,
    description: event.description,
    response: event.response,
  };
}

/**
 * Spec (edit event): a required input left empty falls back to the loaded value. Without a
 * loaded event (creation) the values stay as typed.
 */
export function withFallback(values: EventFormValues, loaded: EventFormValues | null): EventFormValues {
  if (!loaded) return values;
  const keep = (key: "title" | "shortDescription" | "price" | "date" | "start" | "end") =>
    values[key].trim() === "" ? loaded[key] : values[key];
  return {
    ...values,
    title: keep("title"),
    shortDescription: keep("shortDescription"),
    price: keep("price"),
    date: keep("date"),
    start: keep("start"),
    end: keep("end"),
  };
}

/** The form's own required checks, keyed as the server keys its field errors. */
export function checkEventForm(values: EventFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = T.enterTitle;
  if (!values.shortDescription.trim()) errors.short_description = T.enterShortDescription;
  if (!/^\d+$/.test(values.price.trim())) errors.price = T.enterPrice;
  if (!values.date) errors.date = T.enterDate;
  if (!values.start || !values.end) errors.time = T.enterTime;
  if (values.slots === "custom" && !/^[1-9]\d*$/.test(values.seats.trim())) errors.seats = T.enterSeats;
  return errors;
}

/** The body of POST /events and PUT /events/{id}; times are sent as HH:MM. */
export function toEventInput(values: EventFormValues): EventInput {
  return {
    title: values.title.trim(),
    short_description: values.shortDescription.trim(),
    price: Number(values.price.trim()),
    date: values.date,
    start: values.start.slice(0, 5),
    end: values.end.slice(0, 5),
    seats: values.slots === "unlimited" ? null : Number(values.seats.trim()),
    type: values.type,
    description: plainSpaces(values.description),
    response: plainSpaces(values.response),
  };
}

/** The editor writes every space as &nbsp; (Quill's semantic HTML), which would stop lines
 * from wrapping on the event pages: plain spaces are sent instead. */
export function plainSpaces(html: string): string {
  return html.replaceAll("&nbsp;", " ");
}

/** Null when the picked banner can be uploaded, else why not. */
export function bannerProblem(file: File): string | null {
  if (!BANNER_TYPES.includes(file.type)) return T.bannerWrongType;
  if (file.size > BANNER_MAX_BYTES) return T.bannerTooBig;
  return null;
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { IoTrashOutline } from "react-icons/io5";
import { Link } from "react-router-dom";
import { ApiError, errorMessage, type FieldErrors } from "../../../shared/api/api-error";
import { formatTimeRange } from "../../../shared/format/time-range";
import { dateTimeFormat } from "../../../shared/i18n/intl";
import { PATHS } from "../../../shared/routing/paths";
import { TextField } from "../../../shared/ui/text-field";
import { addDayOff, getDaysOff, removeDayOff } from "../api/days-off";
import { scheduleKeys } from "../api/query-keys";
import type { DayOffIn, DayOffOut } from "../api/types";
import { SCHEDULE_TEXTS as T } from "../constants";
import { hoursErrors, hoursText, newHoursRow, toHoursIn, type HoursRow } from "../lib/day-hours";
import { OtherHours } from "./other-hours";

/** "Thu, 25 Dec 2026" (a date of the API's, YYYY-MM-DD), in the language shown. */
function dateText(iso: string): string {
  return dateTimeFormat({ weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(
    new Date(`${iso}T12:00:00`),
  );
}

/** "Thu, 25 Dec 2026", or "Wed, 24 Dec 2026 - Thu, 1 Jan 2027" for a range. */
function datesText(dayOff: Pick<DayOffOut, "first" | "last">): string {
  return dayOff.first === dayOff.last ? dateText(dayOff.first) : `${dateText(dayOff.first)} - ${dateText(dayOff.last)}`;
}

type Kind = "off" | "hours";

/**
 * Days off and other hours: a date or a range (a holiday) on which no one can book, or on which
 * other hours than the week's are offered, saved at once. Times already booked on them stay and
 * are listed under it, for the professional to decide about on their appointments page.
 */
export function DaysOff() {
  const id = useId();
  const queryClient = useQueryClient();
  const daysOff = useQuery({ queryKey: scheduleKeys.daysOff(), queryFn: ({ signal }) => getDaysOff(signal) });
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [kind, setKind] = useState<Kind>("off");
  const nextKey = useRef(1);
  const [rows, setRows] = useState<HoursRow[]>(() => [newHoursRow(0)]);
  const [errors, setErrors] = useState<FieldErrors>({});

  const refresh = () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.daysOff() });
  const add = useMutation({
    mutationFn: addDayOff,
    onMutate: () => setErrors({}),
    onSuccess: (_, sent) => {
      toast.success(sent.hours?.length ? T.otherHoursAdded : T.dayOffAdded);
      setFirst("");
      setLast("");
      setRows([newHoursRow(0)]);
      refresh();
    },
    onError: (cause) => {
      toast.error(errorMessage(cause));
      if (cause instanceof ApiError) setErrors(cause.fields);
    },
  });
  const remove = useMutation({
    mutationFn: (dayOff: DayOffOut) => removeDayOff(dayOff.id),
    onSuccess: (_, removed) => {
      toast.success(removed.hours.length > 0 ? T.otherHoursRemoved : T.dayOffRemoved);
      refresh();
    },
    onError: (cause) => toast.error(errorMessage(cause)),
  });

  const clearError = (field: string) =>
    setErrors((shown) => {
      const { [field]: _, ...rest } = shown;
      return rest;
    });
  const changeRow = (index: number, patch: Partial<HoursRow>, field: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
    clearError(`hours.${index}.${field}`);
  };
  const addRow = () => {
    const key = nextKey.current++;
    setRows((current) => [...current, newHoursRow(key, current.at(-1))]);
    clearError("hours");
  };
  // The rows after it move up: messages keyed by index would land on the wrong row.
  const removeRow = (index: number) => {
    setRows((current) => current.filter((_, at) => at !== index));
    setErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([field]) => !field.startsWith("hours"))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dayOff: DayOffIn = { first, last: last || first };
    if (kind === "hours") dayOff.hours = toHoursIn(rows);
    const lacks = { ...(!first && { first: T.chooseDate }), ...hoursErrors(dayOff.hours ?? []) };
    if (Object.keys(lacks).length > 0) return setErrors(lacks);
    if (!add.isPending) add.mutate(dayOff);
  };

  const list = daysOff.data ?? [];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="schedule-section-title">
        {T.daysOff}
      </h2>
      <p className="muted">{T.daysOffNote}</p>
      <form className="schedule-days-off-form" onSubmit={submit} noValidate>
        <fieldset className="schedule-kind">
          <legend>{T.offKind}</legend>
          <div className="schedule-kind-options">
            {(["off", "hours"] as const).map((option) => (
              <label key={option} htmlFor={`${id}-${option}`}>
                <input
                  id={`${id}-${option}`}
                  type="radio"
                  name="kind"
                  autoComplete="off"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {option === "off" ? T.dayOff : T.otherHours}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="schedule-days-off-dates">
          <TextField
            label={T.offFrom}
            name="first"
            type="date"
            autoComplete="off"
            value={first}
            onChange={(event) => setFirst(event.target.value)}
            error={errors.first}
          />
          <TextField
            label={T.offTo}
            name="last"
            type="date"
            autoComplete="off"
            min={first || undefined}
            value={last}
            onChange={(event) => setLast(event.target.value)}
            error={errors.last}
          />
        </div>
        {kind === "hours" && (
          <OtherHours rows={rows} errors={errors} onChange={changeRow} onAdd={addRow} onRemove={removeRow} />
        )}
        <button type="submit" className="button button-outline" disabled={add.isPending}>
          {add.isPending ? T.pleaseWait : kind === "hours" ? T.addOtherHours : T.addDayOff}
        </button>
      </form>
      {list.length === 0 ? (
        !daysOff.isPending && <p className="muted">{T.noDaysOff}</p>
      ) : (
        <ul className="schedule-list" aria-label={T.daysOff}>
          {list.map((dayOff) => {
            const text = datesText(dayOff);
            const other = dayOff.hours.length > 0;
            return (
              <li key={dayOff.id} className="schedule-item">
                <div className="schedule-item-body">
                  <p className="schedule-item-time">
                    {text}
                    <span className="schedule-item-kind"> · {other ? hoursText(dayOff.hours) : T.dayOff}</span>
                  </p>
                  {dayOff.booked.length > 0 && (
                    <>
                      <p className="field-error">{T.bookedOnDayOff(dayOff.booked.length)}</p>
                      <ul className="schedule-booked">
                        {dayOff.booked.map((booked) => (
                          <li key={booked.appointment_id}>
                            {dateText(booked.date)}, {formatTimeRange(booked.start, booked.end)}
                            {" · "}
                            {booked.client_name}
                          </li>
                        ))}
                      </ul>
                      <Link to={PATHS.appointments}>{T.decideOnAppointments}</Link>
                    </>
                  )}
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={other ? T.removeOtherHours(text) : T.removeDayOff(text)}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(dayOff)}
                >
                  <IoTrashOutline aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { IoTrashOutline } from "react-icons/io5";
import { Link } from "react-router-dom";
import { ApiError, errorMessage, type FieldErrors } from "../../../shared/api/api-error";
import { formatTimeRange } from "../../../shared/format/time-range";
import { PATHS } from "../../../shared/routing/paths";
import { TextField } from "../../../shared/ui/text-field";
import { addDayOff, getDaysOff, removeDayOff } from "../api/days-off";
import { scheduleKeys } from "../api/query-keys";
import type { DayOffOut } from "../api/types";
import { SCHEDULE_TEXTS as T } from "../constants";

const DATE = new Intl.DateTimeFormat("en-IN", { weekday: "short", day: "numeric", month: "short", year: "numeric" });

/** "Thu, 25 Dec 2026", or "Wed, 24 Dec 2026 - Thu, 1 Jan 2027" for a range. */
function datesText(dayOff: Pick<DayOffOut, "first" | "last">): string {
  const at = (iso: string) => DATE.format(new Date(`${iso}T12:00:00`));
  return dayOff.first === dayOff.last ? at(dayOff.first) : `${at(dayOff.first)} - ${at(dayOff.last)}`;
}

/**
 * Days off: a date or a range (a holiday) on which no one can book, saved at once. Times
 * already booked on them stay and are listed under the day off, for the professional to decide
 * about on their appointments page.
 */
export function DaysOff() {
  const id = useId();
  const queryClient = useQueryClient();
  const daysOff = useQuery({ queryKey: scheduleKeys.daysOff(), queryFn: ({ signal }) => getDaysOff(signal) });
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const refresh = () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.daysOff() });
  const add = useMutation({
    mutationFn: () => addDayOff({ first, last: last || first }),
    onMutate: () => setErrors({}),
    onSuccess: () => {
      toast.success(T.dayOffAdded);
      setFirst("");
      setLast("");
      refresh();
    },
    onError: (cause) => {
      toast.error(errorMessage(cause));
      if (cause instanceof ApiError) setErrors(cause.fields);
    },
  });
  const remove = useMutation({
    mutationFn: removeDayOff,
    onSuccess: () => {
      toast.success(T.dayOffRemoved);
      refresh();
    },
    onError: (cause) => toast.error(errorMessage(cause)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!first) return setErrors({ first: T.chooseDate });
    if (!add.isPending) add.mutate();
  };

  const list = daysOff.data ?? [];
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="schedule-section-title">
        {T.daysOff}
      </h2>
      <p className="muted">{T.daysOffNote}</p>
      <form className="schedule-days-off-form" onSubmit={submit} noValidate>
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
        <button type="submit" className="button button-outline" disabled={add.isPending}>
          {add.isPending ? T.pleaseWait : T.addDayOff}
        </button>
      </form>
      {list.length === 0 ? (
        !daysOff.isPending && <p className="muted">{T.noDaysOff}</p>
      ) : (
        <ul className="schedule-list" aria-label={T.daysOff}>
          {list.map((dayOff) => {
            const text = datesText(dayOff);
            return (
              <li key={dayOff.id} className="schedule-item">
                <div className="schedule-item-body">
                  <p className="schedule-item-time">{text}</p>
                  {dayOff.booked.length > 0 && (
                    <>
                      <p className="field-error">{T.bookedOnDayOff(dayOff.booked.length)}</p>
                      <ul className="schedule-booked">
                        {dayOff.booked.map((booked) => (
                          <li key={booked.appointment_id}>
                            {DATE.format(new Date(`${booked.date}T12:00:00`))}, {formatTimeRange(booked.start, booked.end)}
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
                  aria-label={T.removeDayOff(text)}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(dayOff.id)}
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

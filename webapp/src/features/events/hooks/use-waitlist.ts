import { useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useSocketFrame } from "../../../shared/socket/socket";
import { useLineMoves } from "../../../shared/waitlist/use-line-moves";
import { eventKeys } from "../api/query-keys";
import { joinWaitlist, leaveWaitlist, listMyWaits } from "../api/waitlist";
import { EVENT_SEATS, EVENT_TEXTS as T } from "../constants";
import type { Wait } from "../types";
import { bookingFormProblem, type BookEventForm } from "./use-book-event-submit";

/**
 * The caller's places on waitlists. A place moves when someone ahead leaves or is offered a
 * seat, and every such change sends the event's `event.seats`: a frame for a waited event
 * refetches the list (the page watches the event's topic; an offer also comes as a
 * notification, which refetches it everywhere: app/live-query-updates.ts).
 */
export function useMyWaits() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: eventKeys.waits(), queryFn: ({ signal }) => listMyWaits(signal) });
  const waited = query.data;
  useSocketFrame(EVENT_SEATS, ({ data }) => {
    if (waited?.some((wait) => wait.event.id === data.event_id)) {
      void queryClient.invalidateQueries({ queryKey: eventKeys.waits() });
    }
  });
  return query;
}

/** Joining a waitlist and leaving one (leaving with a seat offered declines it). */
export function useWaitlistActions() {
  const queryClient = useQueryClient();
  const { run, busy, fieldErrors, setFieldErrors } = useLineMoves(
    () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  );

  const join = async (eventId: number, form: BookEventForm) => {
    const problem = bookingFormProblem(form);
    setFieldErrors(problem ?? {});
    if (problem) return;
    await run(async () => {
      const joined = await joinWaitlist(eventId, { name: form.name.trim(), email: form.email.trim() });
      toast.success(T.joined(joined.position));
    });
  };

  const leave = async (left: Wait) => {
    await run(async () => {
      await leaveWaitlist(left.id);
      toast.success(left.status === "offered" ? T.declined : T.left);
    });
  };

  return { join, leave, busy, fieldErrors };
}

/** One event's place in line for the caller, with the actions. */
export function useWaitlist(eventId: number) {
  const waits = useMyWaits();
  const actions = useWaitlistActions();
  const wait: Wait | null = waits.data?.find((candidate) => candidate.event.id === eventId) ?? null;
  return {
    ...actions,
    wait,
    join: (form: BookEventForm) => actions.join(eventId, form),
    loaded: !waits.isPending,
  };
}

import { usePagedList } from "../../../shared/query/use-paged-list";
import { appointmentKeys } from "../api/query-keys";
import { listMyAppointments } from "../api/list-my-appointments";

/**
 * The client's appointments page by page, newest first, optionally of one date. `fresh`
 * (arriving from a booking, spec state `condi`) refetches even a recent cached list so the
 * new appointment is on top.
 */
export function useMyAppointments({ fresh, date = "" }: { fresh: boolean; date?: string }) {
  return usePagedList(appointmentKeys.mine(date), (page, signal) => listMyAppointments(page, date, signal), {
    fresh,
  });
}

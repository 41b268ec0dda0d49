import { useQuery } from "@tanstack/react-query";
import { getEventDetail } from "../api/get-event-detail";
import { eventAdminKeys } from "../api/query-keys";

/** The host's event with its response; nothing is asked without an id. */
export function useEventDetail(id: number | null) {
  return useQuery({
    queryKey: eventAdminKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getEventDetail(id!, signal),
    enabled: id !== null,
    // The edit form starts from what is stored now, not from a cached copy.
    refetchOnMount: "always",
  });
}

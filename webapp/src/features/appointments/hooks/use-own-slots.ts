import { useQuery } from "@tanstack/react-query";
import { getOwnSlots } from "../api/get-own-slots";
import { appointmentKeys } from "../api/query-keys";

/** The professional's own times of one date with places left (asked afresh each time). */
export function useOwnSlots(professionalId: number | null, date: string) {
  return useQuery({
    queryKey: appointmentKeys.ownSlots(professionalId ?? 0, date),
    queryFn: ({ signal }) => getOwnSlots(professionalId ?? 0, date, signal),
    enabled: professionalId !== null && date !== "",
    staleTime: 0,
  });
}

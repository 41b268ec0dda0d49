import { useQuery } from "@tanstack/react-query";
import { earningsKeys } from "../api/query-keys";
import { getEarningsSummary } from "../api/get-earnings-summary";

/** The earnings summary; the dashboard and /withdraw share one cache entry (live frames refetch it). */
export function useEarningsSummary() {
  return useQuery({ queryKey: earningsKeys.summary(), queryFn: ({ signal }) => getEarningsSummary(signal) });
}

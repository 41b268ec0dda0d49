import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorMessage } from "../../../shared/api/api-error";
import { listSessions } from "../api/list-sessions";
import { accountKeys } from "../api/query-keys";

/** Every signed-in device of the user; `reload()` after signing one out. */
export function useDeviceSessions() {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({
    queryKey: accountKeys.deviceSessions(),
    queryFn: ({ signal }) => listSessions(signal),
  });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: accountKeys.deviceSessions() }),
    [queryClient],
  );
  return { sessions: data, loading: isPending, error: error ? errorMessage(error) : null, reload };
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { errorMessage } from "../../../shared/api/api-error";
import { getMyProfile } from "../api/get-my-profile";
import { profileKeys } from "../api/query-keys";

/** The signed-in user's profile; `reload()` fetches it again after a save. */
export function useMyProfile() {
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery({
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => getMyProfile(signal),
  });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: profileKeys.me() }),
    [queryClient],
  );
  return { profile: data, loading: isPending, error: error ? errorMessage(error) : null, reload };
}

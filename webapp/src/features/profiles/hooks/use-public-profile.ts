import { useQuery } from "@tanstack/react-query";
import { ApiError, errorMessage } from "../../../shared/api/api-error";
import { getProfile } from "../api/get-profile";
import { profileKeys } from "../api/query-keys";

/** A public profile by id or username: `null` when there is none (the "Profile not found." screen). */
export function usePublicProfile(ref: string) {
  const { data, error, isPending } = useQuery({
    queryKey: profileKeys.detail(ref),
    queryFn: ({ signal }) =>
      getProfile(ref, signal).catch((cause: unknown) => {
        if (cause instanceof ApiError && cause.status === 404) return null;
        throw cause;
      }),
  });
  return { profile: data, loading: isPending, error: error ? errorMessage(error) : null };
}

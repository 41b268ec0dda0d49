import { useQuery } from "@tanstack/react-query";
import { meQuery } from "../../../shared/session/me-query";
import { useSession } from "../../../shared/session/session-store";

/** The signed-in user's id (whose messages read "You"; whose own times are reserved). */
export function useMeId(): number | null {
  const known = useSession((s) => s.user?.id ?? null);
  const { data } = useQuery({ ...meQuery, enabled: known === null });
  return known ?? data?.id ?? null;
}

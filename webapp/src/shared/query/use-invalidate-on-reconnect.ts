import { useQueryClient } from "@tanstack/react-query";
import { useOnReconnect } from "../socket/socket";

/**
 * Frames sent while the socket was down are lost: after a reconnect every cached answer may be
 * out of date. Shown queries refetch at once, the others when next shown.
 */
export function useInvalidateOnReconnect(): void {
  const queryClient = useQueryClient();
  useOnReconnect(() => void queryClient.invalidateQueries());
}

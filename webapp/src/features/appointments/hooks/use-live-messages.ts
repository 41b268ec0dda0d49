import { useQueryClient } from "@tanstack/react-query";
import { useSocketFrame } from "../../../shared/socket/socket";
import { MESSAGE_CREATED } from "../constants";
import { addMessage } from "../lib/cache";

/**
 * The other side's messages join the open thread as they arrive (message.created on
 * user:<me>), without fetching the list again. The toast comes with the stored notification.
 */
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useSocketFrame(MESSAGE_CREATED, ({ data }) => addMessage(queryClient, data));
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../shared/api/api-error";
import { sendMessage } from "../api/send-message";
import { addMessage } from "../lib/cache";

export type SendOutcome = { ok: true } | { ok: false; fieldMessage: string | null };

/**
 * Sends a message of the appointment's thread and adds it to the cached lists at once (the
 * other side hears it as message.created). A refusal with the server's words (empty, too
 * long, not yet paid) comes back to show beside the box; anything else is a plain failure.
 */
export function useSendMessage(appointmentId: number) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async (text: string): Promise<SendOutcome> => {
    setBusy(true);
    try {
      addMessage(queryClient, await sendMessage(appointmentId, text.trim()));
      return { ok: true };
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 422 || error.status === 409);
      return { ok: false, fieldMessage: refused ? (error.fields.text ?? error.message) : null };
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}

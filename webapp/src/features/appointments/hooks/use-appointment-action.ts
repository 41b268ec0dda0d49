import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../shared/api/api-error";
import { appointmentKeys } from "../api/query-keys";
import { patchListed } from "../lib/cache";

interface ActionTexts {
  /** Shown when it worked. */
  done?: string;
  /** Shown when it failed for any reason but a 409 (which says why in the server's words). */
  failed: string;
}

/**
 * Runs one move on an appointment (accept, reject, release, cancel): the answer's status
 * shows on the card at once, and the lists refetch for everything the move changed (e.g.
 * can_cancel). A 409 means it changed meanwhile: the server's words, and the lists refetch.
 */
export function useAppointmentAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async <T extends { id: number; status: string; paid: boolean }>(move: () => Promise<T>, texts: ActionTexts): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    try {
      const changed = await move();
      patchListed(queryClient, changed.id, (item) => ({ ...item, status: changed.status, paid: changed.paid }));
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
      if (texts.done) toast.success(texts.done);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(error.message);
        void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
      } else {
        toast.error(texts.failed);
      }
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

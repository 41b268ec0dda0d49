import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { ApiError, type FieldErrors } from "../../../shared/api/api-error";
import { createEvent } from "../api/create-event";
import { editEvent } from "../api/edit-event";
import { eventAdminKeys } from "../api/query-keys";
import { uploadEventBanner } from "../api/upload-event-banner";
import { EVENT_ADMIN_TEXTS as T } from "../constants";
import { checkEventForm, toEventInput, withFallback, type EventFormValues } from "../lib/event-form";
import type { EventDetail } from "../types";

export const EVENTS_PATH = "/events";

/** The server's considered answer is worth showing; a network failure or 5xx is not. */
function failureText(cause: unknown): string {
  return cause instanceof ApiError && cause.status >= 400 && cause.status < 500 ? cause.message : T.toastError;
}

/**
 * Saves the create or edit form: checks the required fields, then a "please Wait..." toast,
 * the event (POST or PUT), then the banner if one was picked (the upload needs the event's
 * id), and "Edited Succesfull!" with a move to /events. A failure toasts the server's message
 * (else "Try Again...") and puts its field messages beside the fields. A new event whose
 * banner failed is not lost: the screen moves to editing it, so a retry cannot create a twin.
 */
export function useSaveEvent({ eventId, loaded }: { eventId: number | null; loaded: EventFormValues | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const running = useRef(false);

  const save = useCallback(
    async (values: EventFormValues, banner: File | null) => {
      if (running.current) return;
      const filled = withFallback(values, loaded);
      const problems = checkEventForm(filled);
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      running.current = true;
      setBusy(true);
      const toastId = toast.loading(T.toastWait);
      let saved: EventDetail | null = null;
      try {
        const input = toEventInput(filled);
        saved = eventId === null ? await createEvent(input) : await editEvent(eventId, input);
        if (banner) saved = await uploadEventBanner(saved.id, banner);
        toast.success(T.toastSuccess, { id: toastId });
        await queryClient.invalidateQueries({ queryKey: eventAdminKeys.all() });
        navigate(EVENTS_PATH);
      } catch (cause) {
        toast.error(failureText(cause), { id: toastId });
        if (cause instanceof ApiError) setErrors(cause.fields);
        if (eventId === null && saved) {
          await queryClient.invalidateQueries({ queryKey: eventAdminKeys.all() });
          navigate("/editEvent", { replace: true, state: { id: saved.id } });
        }
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [eventId, loaded, navigate, queryClient],
  );

  return { save, busy, errors };
}

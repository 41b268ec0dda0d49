import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, type FieldErrors } from "../../../shared/api/api-error";
import { EDIT_TEXTS as T } from "../constants";

export interface SaveAction {
  /** True while a call runs: the Save button reads "Please Wait..." and is disabled. */
  busy: boolean;
  /** Per-field messages: the form's own required checks, or the server's. */
  errors: FieldErrors;
  setErrors: (errors: FieldErrors) => void;
  /** The server's message for a failed call, shown under the form. */
  message: string | null;
  /** Runs one save with the spec's toasts; resolves to the call's result, or undefined on failure. */
  run: <R>(call: () => Promise<R>) => Promise<R | undefined>;
}

/**
 * The profile editor's save flow: a "please Wait..." toast replaced by "Edited Successful!" or
 * "Try Again...". A second run while one is busy is ignored.
 */
export function useSave(): SaveAction {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async <R,>(call: () => Promise<R>): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setErrors({});
    setMessage(null);
    const id = toast.loading(T.toastWait);
    try {
      const result = await call();
      toast.success(T.toastSuccess, { id });
      return result;
    } catch (cause) {
      toast.error(T.toastError, { id });
      if (cause instanceof ApiError) {
        setErrors(cause.fields);
        setMessage(cause.message);
      }
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, errors, setErrors, message, run };
}

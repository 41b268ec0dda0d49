import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, type FieldErrors } from "../../../shared/api/api-error";
import { sendReport } from "../api/send-report";
import { SUPPORT_TEXTS as T } from "../constants";
import { checkSupportForm, toReportDraft } from "../lib/support-form";
import type { SupportReportDraft } from "../types";

const TOO_MANY_REQUESTS = 429;

/**
 * Sends a report: the form's checks first, then 'please Wait...' replaced by 'Submit
 * Compleated' (the reference is kept to show) or 'Try Again...' with the server's messages
 * under their fields; a 429 shows the server's own message instead. One send at a time.
 */
export function useSendReport({ onSent }: { onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  const running = useRef(false);

  const send = async (values: SupportReportDraft) => {
    if (running.current) return;
    const found = checkSupportForm(values);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    running.current = true;
    setBusy(true);
    setReference(null);
    const toastId = toast.loading(T.toastWait);
    try {
      const receipt = await sendReport(toReportDraft(values));
      toast.success(T.toastSuccess, { id: toastId });
      setReference(receipt.reference);
      onSent();
    } catch (cause) {
      const limited = cause instanceof ApiError && cause.status === TOO_MANY_REQUESTS;
      toast.error(limited ? cause.message : T.toastFailure, { id: toastId });
      setProblem(limited ? cause.message : null);
      if (cause instanceof ApiError) setErrors(cause.fields);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { send, busy, errors, problem, reference };
}

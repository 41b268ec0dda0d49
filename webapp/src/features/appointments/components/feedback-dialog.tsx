import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../shared/api/api-error";
import { writeReview } from "../api/write-review";
import { APPOINTMENT_TEXTS as T, MESSAGE_MAX_LENGTH } from "../constants";
import { patchListed } from "../lib/cache";
import { Modal } from "../../../shared/ui/modal";

interface FeedbackDialogProps {
  appointmentId: number;
  /** The client's earlier feedback on it, to edit; null for a first one. */
  review: string | null;
  onClose: () => void;
}

/** "Write Feedback": one review per appointment, shown on the professional's public page. */
export function FeedbackDialog({ appointmentId, review, onClose }: FeedbackDialogProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(review ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) return setProblem(T.enterFeedback);
    setBusy(true);
    setProblem(null);
    try {
      const saved = await writeReview(appointmentId, text.trim());
      patchListed(queryClient, appointmentId, (item) => ({ ...item, review: saved.text }));
      toast.success(T.feedbackSent);
      onClose();
    } catch (error) {
      // The server's own refusal (not begun yet, too long) says more than a retry hint.
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
        setProblem(error.fields.text ?? error.message);
      } else {
        toast.error(T.feedbackFailed);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={T.feedbackTitle} subtitle={T.feedbackSubtitle} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="feedback-form">
        <label htmlFor={fieldId}>{T.feedbackLabel}</label>
        <textarea
          id={fieldId}
          name="review"
          autoComplete="off"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${fieldId}-problem` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {problem && (
          <p className="field-error" id={`${fieldId}-problem`} role="alert">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-outline" onClick={onClose} disabled={busy}>
            {T.close}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? T.loading : T.addFeedback}
          </button>
        </div>
      </form>
    </Modal>
  );
}

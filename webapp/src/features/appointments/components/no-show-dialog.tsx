import { useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../shared/api/api-error";
import { Modal } from "../../../shared/ui/modal";
import { disputeNoShow, reportNoShow } from "../api/no-show";
import { appointmentKeys } from "../api/query-keys";
import { APPOINTMENT_TEXTS as T, NO_SHOW_MAX_LENGTH } from "../constants";

interface NoShowDialogProps {
  appointmentId: number;
  /** Report the other side absent, or dispute their report. */
  mode: "report" | "dispute";
  /** Which side writes: what a report means differs. */
  side: "client" | "professional";
  onClose: () => void;
}

/** The words of a no-show report or of its dispute, sent to the server; its refusal shows on the field. */
export function NoShowDialog({
  appointmentId,
  mode,
  side,
  onClose,
}: NoShowDialogProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const reporting = mode === "report";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) return setProblem(T.enterWhatHappened);
    setBusy(true);
    setProblem(null);
    try {
      await (reporting ? reportNoShow : disputeNoShow)(
        appointmentId,
        text.trim(),
      );
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all() });
      toast.success(reporting ? T.reportSent : T.disputeSent);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && [400, 409, 422].includes(error.status)) {
        setProblem(error.fields.text ?? error.message);
        if (error.status === 409)
          void queryClient.invalidateQueries({
            queryKey: appointmentKeys.all(),
          });
      } else {
        toast.error(T.tryAgain);
      }
    } finally {
      setBusy(false);
    }
  };

  const subtitle = reporting
    ? side === "client"
      ? T.reportNoShowByClient
      : T.reportNoShowByProfessional
    : T.disputeSubtitle;
  return (
    <Modal
      title={reporting ? T.reportNoShowTitle : T.disputeTitle}
      subtitle={subtitle}
      onClose={() => !busy && onClose()}
    >
      <form onSubmit={submit} noValidate className="feedback-form">
        <label htmlFor={fieldId}>
          {reporting ? T.whatHappened : T.yourSide}
        </label>
        <textarea
          id={fieldId}
          name={reporting ? "no_show_report" : "no_show_answer"}
          autoComplete="off"
          rows={4}
          maxLength={NO_SHOW_MAX_LENGTH}
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
          <button
            type="button"
            className="button button-outline"
            onClick={onClose}
            disabled={busy}
          >
            {T.close}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy}
          >
            {busy ? T.loading : reporting ? T.sendReport : T.sendDispute}
          </button>
        </div>
      </form>
    </Modal>
  );
}

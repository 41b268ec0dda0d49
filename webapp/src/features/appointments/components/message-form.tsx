import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { APPOINTMENT_TEXTS as T, MESSAGE_MAX_LENGTH } from "../constants";
import { useSendMessage } from "../hooks/use-send-message";

interface MessageFormProps {
  appointmentId: number;
  label: string;
}

/**
 * The text box and "Send Response": empty text is refused here with the spec's words (as the
 * server would), a failed send keeps the text for another try.
 */
export function MessageForm({ appointmentId, label }: MessageFormProps) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const { send, busy } = useSendMessage(appointmentId);
  const fieldId = useId();
  const problemId = `${fieldId}-problem`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setProblem(T.reenterMessage);
      return;
    }
    setProblem(null);
    const outcome = await send(text);
    if (outcome.ok) setText("");
    else if (outcome.fieldMessage) setProblem(outcome.fieldMessage);
    else toast.error(T.responseFailed);
  };

  return (
    <form className="message-form" onSubmit={submit} noValidate>
      <label htmlFor={fieldId}>{label}</label>
      <textarea
        id={fieldId}
        name="message"
        autoComplete="off"
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
      />
      {problem && (
        <p className="field-error" id={problemId} role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary button-small" disabled={busy}>
        {busy ? T.sending : T.sendResponse}
      </button>
    </form>
  );
}

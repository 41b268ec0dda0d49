import { useId, type TextareaHTMLAttributes } from "react";
import "./ui.css";

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The server's (or the form's) message for this field, shown under the text. */
  error?: string;
}

/** The `.field` look for a textarea, as TextField is for an input. */
export function TextAreaField({ label, error, id, rows = 5, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const textareaId = id ?? autoId;
  const errorId = `${textareaId}-error`;
  return (
    <div className="field">
      <label htmlFor={textareaId}>{label}</label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

import { useId, type InputHTMLAttributes } from "react";
import "./ui.css";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The server's (or the form's) message for this field, shown under the input. */
  error?: string;
  /** A note under the input (the rule, the range); an error takes its place. */
  hint?: string;
}

export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const noteId = `${inputId}-${error ? "error" : "hint"}`;
  const note = error ?? hint;
  return (
    <div className={`field ${className ?? ""}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        {...input}
      />
      {note && (
        <p className={error ? "field-error" : "field-hint"} id={noteId}>
          {note}
        </p>
      )}
    </div>
  );
}

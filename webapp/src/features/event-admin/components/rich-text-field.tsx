import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
}

/** A labelled rich-text input; the editor itself arrives in its own chunk. */
export function RichTextField({ label, value, onChange, hint, error }: RichTextFieldProps) {
  const { t } = useTranslation("event-admin");
  const id = useId();
  const labelId = `${id}-label`;
  const noteId = `${id}-note`;
  return (
    <div className="field rich-text-field">
      <label id={labelId}>{label}</label>
      <Suspense fallback={<div className="rich-text-loading skeleton" aria-busy="true" aria-label={t("Loading editor...")} />}>
        <RichTextEditor value={value} onChange={onChange} labelledBy={labelId} describedBy={error || hint ? noteId : undefined} />
      </Suspense>
      {error ? (
        <p className="field-error" id={noteId}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="muted field-hint" id={noteId}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

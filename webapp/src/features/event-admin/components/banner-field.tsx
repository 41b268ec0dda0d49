import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { BANNER_ACCEPT, DEFAULT_BANNER, EVENT_ADMIN_TEXTS as T } from "../constants";
import { bannerProblem } from "../lib/event-form";

interface BannerFieldProps {
  /** The stored banner (editing), else the default picture is shown. */
  current: string | null;
  onFile: (file: File | null) => void;
  /** The server's message about the upload. */
  error?: string;
}

/** The banner picker with a preview; the picture uploads after the event is saved. */
export function BannerField({ current, onFile, error }: BannerFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => void (previewRef.current && URL.revokeObjectURL(previewRef.current)), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    const why = picked ? bannerProblem(picked) : null;
    setProblem(why);
    if (why) event.target.value = "";
    const file = why ? null : picked;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = file ? URL.createObjectURL(file) : null;
    setPreview(previewRef.current);
    onFile(file);
  };

  const message = problem ?? error;
  return (
    <div className="field event-banner-field">
      <label htmlFor={id}>{T.bannerLabel}</label>
      <img className="event-banner-preview" src={preview ?? current ?? DEFAULT_BANNER} alt="" />
      <input
        id={id}
        name="image"
        type="file"
        accept={BANNER_ACCEPT}
        onChange={pick}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      <p className={message ? "field-error" : "muted field-hint"} id={`${id}-note`}>
        {message ?? T.bannerHint}
      </p>
    </div>
  );
}

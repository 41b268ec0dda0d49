import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Picture, type PictureSources } from "../../../shared/ui/picture";
import { BANNER_ACCEPT } from "../constants";
import { bannerProblem } from "../lib/event-form";
import { DEFAULT_BANNER } from "../../../shared/ui/default-banner";

interface BannerFieldProps {
  /** The stored banner (editing), else the default picture is shown. */
  current: string | null;
  currentSources: PictureSources | null;
  onFile: (file: File | null) => void;
  /** The server's message about the upload. */
  error?: string;
}

// .event-banner-preview spans the narrow page's 440 px column less its 16 px padding.
const PREVIEW_SIZES = "(min-width: 440px) 408px, calc(100vw - 32px)";

/** The banner picker with a preview; the picture uploads after the event is saved. */
export function BannerField({ current, currentSources, onFile, error }: BannerFieldProps) {
  const { t } = useTranslation("event-admin");
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
      <label htmlFor={id}>{t("Banner image")}</label>
      <Picture
        className="event-banner-preview"
        src={preview ?? current ?? DEFAULT_BANNER}
        sources={preview ? null : currentSources}
        sizes={PREVIEW_SIZES}
        alt=""
        width={960}
        height={540}
      />
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
        {message ?? t("A .jpg, .jpeg or .png picture, at most 8 MB.")}
      </p>
    </div>
  );
}

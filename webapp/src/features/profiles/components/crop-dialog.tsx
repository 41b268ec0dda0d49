import { useEffect, useId, useRef, useState } from "react";
import AvatarEditor, { type AvatarEditorRef } from "react-avatar-editor";
import { CROP_EDITOR, EDIT_TEXTS as T } from "../constants";

interface CropDialogProps {
  file: File;
  onCancel: () => void;
  /** Gets the cropped image; the dialog stays busy until the promise settles. */
  onSave: (canvas: HTMLCanvasElement) => Promise<void>;
}

/** The full-screen "Crop Image" overlay of the profile image flow. */
export function CropDialog({ file, onCancel, onSave }: CropDialogProps) {
  const editor = useRef<AvatarEditorRef>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  useEffect(() => {
    saveButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !busy) onCancel();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [busy, onCancel]);

  const save = async () => {
    const canvas = editor.current?.getImage();
    if (!canvas) return;
    setBusy(true);
    try {
      await onSave(canvas);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="crop-overlay" role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <div className="crop-box">
        <h2 id={headingId}>{T.cropImage}</h2>
        <div className="crop-editor">
          <AvatarEditor
            ref={editor}
            image={file}
            width={CROP_EDITOR.size}
            height={CROP_EDITOR.size}
            border={CROP_EDITOR.border}
            borderRadius={CROP_EDITOR.size / 2}
            scale={CROP_EDITOR.scale}
            rotate={CROP_EDITOR.rotate}
            backgroundColor="#ffffff"
          />
        </div>
        <div className="crop-actions">
          <button type="button" className="button button-outline" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </button>
          <button type="button" ref={saveButton} className="button button-primary" onClick={save} disabled={busy}>
            {busy ? T.saving : T.save}
          </button>
        </div>
      </div>
    </div>
  );
}

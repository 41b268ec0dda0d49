import { useEffect, useRef, useState } from "react";
import AvatarEditor, { type AvatarEditorRef } from "react-avatar-editor";
import { useTranslation } from "react-i18next";
import { Modal } from "../../../shared/ui/modal";
import { CROP_EDITOR } from "../constants";

interface CropDialogProps {
  file: File;
  onCancel: () => void;
  /** Gets the cropped image; the dialog stays busy until the promise settles. */
  onSave: (canvas: HTMLCanvasElement) => Promise<void>;
}

/** The "Crop Image" step of the picture flow, in the shared modal (Escape cancels unless busy). */
export function CropDialog({ file, onCancel, onSave }: CropDialogProps) {
  const { t } = useTranslation("profiles");
  const editor = useRef<AvatarEditorRef>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => saveButton.current?.focus(), []);

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
    <Modal title={t("Crop Image")} className="crop-dialog" onClose={() => busy || onCancel()}>
      <div className="crop-box">
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
            {t("Cancel")}
          </button>
          <button type="button" ref={saveButton} className="button button-primary" onClick={save} disabled={busy}>
            {busy ? t("Please Wait...") : t("Save")}
          </button>
        </div>
      </div>
    </Modal>
  );
}

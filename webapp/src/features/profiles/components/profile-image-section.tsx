import { lazy, Suspense, useCallback, useState, type ChangeEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { FormMessage } from "../../../shared/ui/form-message";
import { Picture, type PictureSources } from "../../../shared/ui/picture";
import { uploadProfileImage } from "../api/upload-profile-image";
import { EDIT_TEXTS as T, IMAGE_ACCEPT, PROFILE_IMAGE_MAX_MB } from "../constants";
import { useSave } from "../hooks/use-save";
import { canvasToFile, compressImage, isAcceptedImage } from "../lib/image-file";
import { EditSection } from "./edit-section";

// The crop editor loads only when a picture is picked.
const CropDialog = lazy(() => import("./crop-dialog").then((module) => ({ default: module.CropDialog })));

interface ProfileImageSectionProps {
  image: string | null;
  imageSources: PictureSources | null;
  onSaved: () => void;
}

/** Choose, crop (overlay), compress to 0.1 MB, upload. */
export function ProfileImageSection({ image, imageSources, onSaved }: ProfileImageSectionProps) {
  const { t } = useTranslation("profiles");
  const [picked, setPicked] = useState<File | null>(null);
  const { run, message } = useSave();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // picking the same file again must fire again
    if (!file) return;
    if (!isAcceptedImage(file)) toast.error(T.toastError);
    else setPicked(file);
  };

  const cancel = useCallback(() => setPicked(null), []);

  const save = async (canvas: HTMLCanvasElement) => {
    const profile = await run(async () => {
      const cropped = await canvasToFile(canvas, "profile.jpg");
      const small = await compressImage(cropped, PROFILE_IMAGE_MAX_MB);
      return uploadProfileImage(small, "profile.jpg");
    });
    if (!profile) return;
    setPicked(null);
    // The header's avatar comes from the session's user.
    const { user, setUser } = useSession.getState();
    if (user) setUser({ ...user, image: profile.image, image_sources: profile.image_sources });
    onSaved();
  };

  return (
    <EditSection heading={t("Profile Image")}>
      <div className="image-row">
        <Picture
          className="edit-avatar"
          src={image || DEFAULT_AVATAR}
          sources={imageSources}
          sizes="88px"
          alt=""
          width={88}
          height={88}
        />
        <div className="field file-field">
          <label htmlFor="profile-image-input">{t("Choose profile image")}</label>
          <input id="profile-image-input" type="file" accept={IMAGE_ACCEPT} onChange={pick} />
        </div>
      </div>
      <FormMessage text={message} />
      {picked && (
        <Suspense fallback={<div className="crop-overlay" aria-busy="true" />}>
          <CropDialog file={picked} onCancel={cancel} onSave={save} />
        </Suspense>
      )}
    </EditSection>
  );
}

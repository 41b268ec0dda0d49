import type { ChangeEvent } from "react";
import toast from "react-hot-toast";
import { FormMessage } from "../../../shared/ui/form-message";
import { uploadBanner } from "../api/upload-banner";
import { BANNER_IMAGE_MAX_MB, DEFAULT_BANNER, EDIT_TEXTS as T, IMAGE_ACCEPT } from "../constants";
import { useSave } from "../hooks/use-save";
import { compressImage, isAcceptedImage } from "../lib/image-file";
import { EditSection } from "./edit-section";

/** The banner uploads on selection (compressed to 0.5 MB), without a crop step. */
export function BannerImageSection({ banner, onSaved }: { banner: string | null; onSaved: () => void }) {
  const { run, busy, message } = useSave();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isAcceptedImage(file)) {
      toast.error(T.toastError);
      return;
    }
    const saved = await run(async () => uploadBanner(await compressImage(file, BANNER_IMAGE_MAX_MB), file.name));
    if (saved) onSaved();
  };

  return (
    <EditSection heading={T.bannerImage}>
      <img className="edit-banner" src={banner || DEFAULT_BANNER} alt="" />
      <div className="field file-field">
        <label htmlFor="banner-image-input">{T.chooseBannerImage}</label>
        <input id="banner-image-input" type="file" accept={IMAGE_ACCEPT} onChange={pick} disabled={busy} />
      </div>
      <FormMessage text={message} />
    </EditSection>
  );
}

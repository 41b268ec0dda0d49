import type { ChangeEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../../shared/ui/form-message";
import { Picture, type PictureSources } from "../../../shared/ui/picture";
import { uploadBanner } from "../api/upload-banner";
import { BANNER_IMAGE_MAX_MB, EDIT_TEXTS as T, IMAGE_ACCEPT } from "../constants";
import { useSave } from "../hooks/use-save";
import { compressImage, isAcceptedImage } from "../lib/image-file";
import { EditSection } from "./edit-section";
import { DEFAULT_BANNER } from "../../../shared/ui/default-banner";

interface BannerImageSectionProps {
  banner: string | null;
  bannerSources: PictureSources | null;
  onSaved: () => void;
}

// .edit-banner spans its section card: the page's column less the card's padding and borders.
const BANNER_SIZES = "(min-width: 960px) 894px, calc(100vw - 66px)";

/** The banner uploads on selection (compressed to 0.5 MB), without a crop step. */
export function BannerImageSection({ banner, bannerSources, onSaved }: BannerImageSectionProps) {
  const { t } = useTranslation("profiles");
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
    <EditSection heading={t("Banner Image")}>
      <Picture
        className="edit-banner"
        src={banner || DEFAULT_BANNER}
        sources={bannerSources}
        sizes={BANNER_SIZES}
        alt=""
        width={960}
        height={240}
      />
      <div className="field file-field">
        <label htmlFor="banner-image-input">{t("Choose banner image")}</label>
        <input id="banner-image-input" type="file" accept={IMAGE_ACCEPT} onChange={pick} disabled={busy} />
      </div>
      <FormMessage text={message} />
    </EditSection>
  );
}

import { useTranslation } from "react-i18next";
import { IoShareSocialOutline } from "react-icons/io5";
import { shareEvent } from "../lib/share-event";

export function ShareButton({ event }: { event: { id: number; title: string } }) {
  const { t } = useTranslation("events");
  return (
    <button type="button" className="button button-outline button-small event-share" onClick={() => void shareEvent(event)}>
      <IoShareSocialOutline aria-hidden="true" /> {t("Share")}
    </button>
  );
}

import { useTranslation } from "react-i18next";
import { IoShareSocialOutline } from "react-icons/io5";
import { shareLink } from "../../../shared/ui/share-link";

/** The profile's link, {origin}/v/{username}. */
export function profileShareUrl(username: string, origin = window.location.origin): string {
  return `${origin}/v/${encodeURIComponent(username)}`;
}

/** Shares through the browser's share sheet, else copies the link (see shared/ui/share-link). */
export function ShareButton({ name, username }: { name: string; username: string }) {
  const { t } = useTranslation("profiles");
  const share = () =>
    void shareLink(
      { title: name, url: profileShareUrl(username) },
      { copied: t("Link copied to the clipboard."), unsupported: t("Web Share API is not supported in your browser.") },
    );
  return (
    <button type="button" className="button button-outline button-small share-button" onClick={share}>
      <IoShareSocialOutline aria-hidden="true" /> {t("Share")}
    </button>
  );
}

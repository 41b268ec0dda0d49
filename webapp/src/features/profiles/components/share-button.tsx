import { useTranslation } from "react-i18next";
import { IoShareSocialOutline } from "react-icons/io5";

/** The profile's link, {origin}/v/{username}. */
export function profileShareUrl(username: string, origin = window.location.origin): string {
  return `${origin}/v/${encodeURIComponent(username)}`;
}

/** Shares through the browser's share sheet; an alert where the Web Share API is missing. */
export function ShareButton({ name, username }: { name: string; username: string }) {
  const { t } = useTranslation("profiles");
  const share = () => {
    const url = profileShareUrl(username);
    if (typeof navigator.share !== "function") {
      window.alert(t("Web Share API is not supported in your browser."));
      return;
    }
    // Dismissing the share sheet rejects; nothing to tell the user.
    navigator.share({ title: name, url }).catch(() => undefined);
  };
  return (
    <button type="button" className="button button-outline button-small share-button" onClick={share}>
      <IoShareSocialOutline aria-hidden="true" /> {t("Share")}
    </button>
  );
}

import { IoDownloadOutline } from "react-icons/io5";
import { useInstallPrompt } from "./install-prompt-store";
import { PWA_TEXTS as T } from "./texts";

/** "Install app", shown only while the browser offers to install it. */
export function InstallAppButton({ className }: { className?: string }) {
  const offer = useInstallPrompt((state) => state.offer);
  const install = useInstallPrompt((state) => state.install);
  if (!offer) return null;
  return (
    <button type="button" className={className} onClick={() => void install()}>
      <IoDownloadOutline aria-hidden="true" />
      <span>{T.install}</span>
    </button>
  );
}

import { PWA_TEXTS as T } from "./texts";
import { useOnline } from "./use-online";
import "./pwa.css";

/**
 * Says so while the browser is offline. The live region is always there and only its text
 * comes and goes, so screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="offline-status">
      {!online && <p className="offline-banner">{T.offline}</p>}
    </div>
  );
}

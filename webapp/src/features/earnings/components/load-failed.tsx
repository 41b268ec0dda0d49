import { FormMessage } from "../../../shared/ui/form-message";
import { EARNINGS_TEXTS as T } from "../constants";

/** The summary did not load: say so, and offer to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="earnings-load-failed">
      <FormMessage text={T.loadFailed} />
      <button type="button" className="button button-outline button-small" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}

import { ordinal } from "../format/ordinal";
import { HoldCountdown } from "../ui/hold-countdown";
import { useNow } from "../ui/use-now";
import { WAITLIST_TEXTS as T } from "./constants";
import type { TimeWait } from "./types";
import "./waitlist.css";

/** The deadline of the place offered to the caller, or null while they wait. */
export function offerDeadline(wait: TimeWait): string | null {
  return wait.status === "offered" ? wait.offer_expires_at : null;
}

/** Where the caller stands ("2nd in line"), or the place offered to them with its countdown. */
export function WaitStatus({ wait }: { wait: TimeWait }) {
  const offer = offerDeadline(wait);
  const now = useNow(offer !== null);
  return offer ? (
    <HoldCountdown note={T.offerNote} expiresAt={offer} now={now} />
  ) : (
    <p className="wait-place" data-testid="wait-place">
      {T.inLine(ordinal(wait.position))}
    </p>
  );
}

import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { bookEventAddress } from "../../../shared/routing/addresses";
import { useTopic } from "../../../shared/socket/socket";
import { HoldCountdown } from "../../../shared/ui/hold-countdown";
import { useNow } from "../../../shared/ui/use-now";
import { EVENT_TEXTS as T, eventTopic } from "../constants";
import type { Wait } from "../types";
import { EventCard } from "./event-card";

/**
 * A place on a waitlist (/myEvents): where the caller stands, live (the card watches its
 * event), or the seat offered to them with its countdown, to book or to decline.
 */
export function WaitCard({ wait, leave, busy }: { wait: Wait; leave: (wait: Wait) => void; busy: boolean }) {
  const { t } = useTranslation("events");
  const navigate = useNavigate();
  useTopic(eventTopic(wait.event.id));
  const offer = wait.status === "offered" ? wait.offer_expires_at : null;
  const now = useNow(offer !== null);
  return (
    <EventCard event={wait.event}>
      {offer ? (
        <HoldCountdown note={t("A seat is held for you from the waitlist:")} expiresAt={offer} now={now} />
      ) : (
        <p className="wait-place">{T.inLine(wait.position)}</p>
      )}
      {offer && (
        <button
          type="button"
          className="button button-primary button-small"
          onClick={() => void navigate(bookEventAddress(wait.event.id))}
        >
          {t("Book Now")}
        </button>
      )}
      <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => leave(wait)}>
        {offer ? t("Decline") : t("Leave waitlist")}
      </button>
    </EventCard>
  );
}

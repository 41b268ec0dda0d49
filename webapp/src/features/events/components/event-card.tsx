import type { ReactNode } from "react";
import type { To } from "react-router-dom";
import { EventCard as Card, EventCardSkeleton } from "../../../shared/events/event-card";
import type { EventInfo } from "../types";
import { EventFactsList } from "./event-facts-list";

// .event-grid: 1, 2 then 3 cards a row, 16 px apart, less the card's 1 px borders.
const BANNER_SIZES = "(min-width: 1024px) 297px, (min-width: 960px) 454px, (min-width: 640px) calc(50vw - 26px), calc(100vw - 34px)";

interface EventCardProps {
  event: EventInfo;
  /** Where the banner and title lead, with its navigation state. */
  to?: { pathname: To; state?: unknown };
  children?: ReactNode;
}

/** A list's event (search, the booker's events): the shared card with its facts, seats live. */
export function EventCard({ event, to, children }: EventCardProps) {
  return (
    <Card event={event} sizes={BANNER_SIZES} to={to} bannerAlt={event.title} facts={<EventFactsList event={event} />}>
      {children}
    </Card>
  );
}

export { EventCardSkeleton };

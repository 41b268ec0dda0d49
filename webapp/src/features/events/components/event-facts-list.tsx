import { EVENT_TEXTS as T } from "../constants";
import { dateText, leftText, priceText, slotsText, timeText } from "../lib/event-facts";
import type { EventInfo } from "../types";

/** Price, time, date, slots with the seats left (live), and type, as a definition list. */
export function EventFactsList({ event, price = true }: { event: EventInfo; price?: boolean }) {
  const left = leftText(event.left);
  return (
    <dl className="event-facts">
      {price && (
        <div>
          <dt>{T.price}</dt>
          <dd className="event-price">{priceText(event.price)}</dd>
        </div>
      )}
      <div>
        <dt>{T.time}</dt>
        <dd>{timeText(event.start, event.end)}</dd>
      </div>
      <div>
        <dt>{T.date}</dt>
        <dd>{dateText(event.date)}</dd>
      </div>
      <div>
        <dt>{T.slots}</dt>
        <dd>
          {slotsText(event.seats)}
          {left !== null && (
            <span className={event.left === 0 ? "event-left event-sold-out" : "event-left"} aria-live="polite" data-testid="seats-left">
              {` (${left})`}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{T.type}</dt>
        <dd>{event.type}</dd>
      </div>
    </dl>
  );
}

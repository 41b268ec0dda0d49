import { useTranslation } from "react-i18next";
import { dateText, leftText, priceText, slotsText, timeText, typeText } from "../lib/event-facts";
import type { EventInfo } from "../types";

/** Price, time, date, slots with the seats left (live), and type, as a definition list. */
export function EventFactsList({ event, price = true }: { event: EventInfo; price?: boolean }) {
  const { t } = useTranslation("events");
  const left = leftText(event.left);
  return (
    <dl className="event-facts">
      {price && (
        <div>
          <dt>{t("Price")}</dt>
          <dd className="event-price">{priceText(event.price)}</dd>
        </div>
      )}
      <div>
        <dt>{t("Time")}</dt>
        <dd>{timeText(event.start, event.end)}</dd>
      </div>
      <div>
        <dt>{t("Date")}</dt>
        <dd>{dateText(event.date)}</dd>
      </div>
      <div>
        <dt>{t("Slots")}</dt>
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
        <dt>{t("Type")}</dt>
        <dd>{typeText(event.type)}</dd>
      </div>
    </dl>
  );
}

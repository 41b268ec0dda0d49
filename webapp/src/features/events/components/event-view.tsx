import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { priceText } from "../lib/event-facts";
import type { EventInfo } from "../types";
import { EventBanner } from "./event-banner";
import { EventFactsList } from "./event-facts-list";
import { EventHost } from "./event-host";
import { ServerHtml } from "./server-html";
import { ShareButton } from "./share-button";

/** One event in full: /e/:id and /viewEvent show the same, with their own Back and Book. */
export function EventView({ event, actions }: { event: EventInfo; actions?: ReactNode }) {
  const { t } = useTranslation("events");
  return (
    <article className="event-view">
      <EventBanner src={event.banner} sources={event.banner_sources} title={event.title} />
      <div className="event-view-head">
        <h1 className="page-title event-view-title">{event.title}</h1>
        <ShareButton event={event} />
      </div>
      <p className="event-view-price">{priceText(event.price)}</p>
      <p className="event-view-short">{event.short_description}</p>
      <EventFactsList event={event} price={false} />
      <EventHost host={event.host} />
      {actions && <div className="event-actions">{actions}</div>}
      <section aria-label={t("About this event")}>
        <ServerHtml html={event.description} className="event-description" />
      </section>
    </article>
  );
}

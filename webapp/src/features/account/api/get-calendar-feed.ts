import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";

export type CalendarFeed = Schema<"FeedOut">;

/** Its cache key (the feed is the user's own; a reset or turning it off writes it). */
export const calendarFeedKey = ["account", "calendar-feed"] as const;

/** GET /calendar/feed: the user's private calendar address, or null while it is off. */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed | null> {
  return api.get<CalendarFeed | null>("/calendar/feed", { signal });
}

import { api } from "../../../shared/api/api-client";
import type { CalendarFeed } from "./get-calendar-feed";

/** POST /calendar/feed: turns the feed on, or gives it a new address (the old one stops working). */
export function createCalendarFeed(): Promise<CalendarFeed> {
  return api.post<CalendarFeed>("/calendar/feed");
}

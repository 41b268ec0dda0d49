import { api } from "../../../shared/api/api-client";

/** DELETE /calendar/feed: turns the feed off; its address stops working. */
export function deleteCalendarFeed(): Promise<void> {
  return api.delete("/calendar/feed");
}

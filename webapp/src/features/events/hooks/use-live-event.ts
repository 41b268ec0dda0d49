import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useSocketFrame, useTopic } from "../../../shared/socket/socket";
import { getEvent } from "../api/get-event";
import { getEventDetails } from "../api/get-event-details";
import { eventKeys } from "../api/query-keys";
import { EVENT_SEATS, eventTopic } from "../constants";
import type { EventDetail, EventInfo } from "../types";

/**
 * Keeps the seats of one event live: while mounted the page watches `event:<id>`, and each
 * event.seats frame rewrites the seats and seats left of the cached event in place (the cache
 * stays the one source of truth). Frames missed (a gap, a reconnect) come again; when the
 * topic's history no longer holds them, the event is read afresh.
 */
function useLiveSeats(id: number, key: QueryKey) {
  const queryClient = useQueryClient();
  useTopic(eventTopic(id), () => void queryClient.invalidateQueries({ queryKey: key }));
  useSocketFrame(EVENT_SEATS, ({ data }) => {
    if (data.event_id !== id) return;
    queryClient.setQueryData<EventInfo>(key, (cached) =>
      cached ? { ...cached, seats: data.seats, left: data.left } : cached,
    );
  });
}

/** The public event (GET /events/{id}) with live seats. */
export function useLiveEvent(id: number) {
  const key = eventKeys.detail(id);
  useLiveSeats(id, key);
  return useQuery({ queryKey: key, queryFn: ({ signal }) => getEvent(id, signal) });
}

/** The event with its response, for a booker or the host, with live seats. */
export function useLiveEventDetails(id: number) {
  const key = eventKeys.details(id);
  useLiveSeats(id, key);
  return useQuery<EventDetail>({ queryKey: key, queryFn: ({ signal }) => getEventDetails(id, signal) });
}

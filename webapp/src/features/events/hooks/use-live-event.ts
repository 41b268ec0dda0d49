import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useOnReconnect, useSocketFrame, useTopic } from "../../../shared/socket/socket";
import { getEvent } from "../api/get-event";
import { getEventDetails } from "../api/get-event-details";
import { eventKeys } from "../api/query-keys";
import { EVENT_SEATS, eventTopic } from "../constants";
import type { EventDetail, EventInfo } from "../types";

/**
 * Keeps the seats of one event live: while mounted the page watches `event:<id>`, and each
 * event.seats frame rewrites the seats and seats left of the cached event in place (the cache
 * stays the one source of truth). A reconnect refetches, since frames may have been missed.
 */
function useLiveSeats(id: number, key: QueryKey) {
  const queryClient = useQueryClient();
  useTopic(eventTopic(id));
  useSocketFrame(EVENT_SEATS, ({ data }) => {
    if (data.event_id !== id) return;
    queryClient.setQueryData<EventInfo>(key, (cached) =>
      cached ? { ...cached, seats: data.seats, left: data.left } : cached,
    );
  });
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
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

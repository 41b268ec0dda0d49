import { idParam, innerPathParam } from "../../../shared/routing/addresses";

/** The event id and the way back from navigation state (`{ id, path }`). */
export interface EventState {
  id: number | null;
  path: string | null;
}

export function readEventState(state: unknown): EventState {
  const record = (state ?? {}) as { id?: unknown; path?: unknown };
  const number = typeof record.id === "string" ? Number(record.id) : record.id;
  const id = typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null;
  // Only a path inside the app: never a way out to another site.
  const path = typeof record.path === "string" ? innerPathParam(record.path) : null;
  return { id, path };
}

/**
 * The event and the way back of /viewEvent and /bookEvent: from the address
 * (`?event=5&from=/events`, which a reload or a shared link keeps), else from navigation state.
 */
export function readEventAddress(search: URLSearchParams, state: unknown): EventState {
  const fromState = readEventState(state);
  return {
    id: idParam(search.get("event")) ?? fromState.id,
    path: innerPathParam(search.get("from")) ?? fromState.path,
  };
}

/** The id of /e/:id, or null when it is not a positive whole number. */
export function readEventId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

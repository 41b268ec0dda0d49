import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error";

/** Answers within this age are shown without asking again; live frames invalidate sooner. */
export const STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/**
 * A 4xx is the server's considered answer (not found, not allowed, bad input): asking again
 * cannot change it. Network failures and 5xx may pass, so they get two more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/**
 * The app's server-data cache. Screens show their own messages for a failed load (the spec's
 * texts, silent lists), so nothing here toasts. No refetch on window focus: the live socket
 * and its reconnects say when data changed, and a phone switching apps should not re-download
 * every list it scrolled through.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

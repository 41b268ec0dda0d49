export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 500, maxMs: 15_000 };

/**
 * Delay before reconnect attempt number `attempt` (0-based): the ceiling doubles from
 * `initialMs` up to `maxMs`, and the delay is drawn between half the ceiling and the ceiling
 * ("equal jitter"), so tabs dropped by one server restart do not all come back at once.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  { initialMs, maxMs }: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

import type { ServerFrame } from "./frames";

/** The part of the browser WebSocket the store uses, so tests can inject a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

/**
 * Server frames (`{"type", "topic"?, "data"?}`), generated from realtime/frames.py by
 * `make api-types`: frames.d.ts is never edited by hand.
 */
export type { ServerFrame };

export type FrameType = ServerFrame["type"];

/** The frame declared for one `type`, e.g. `FrameOf<"notification.created">`. */
export type FrameOf<T extends FrameType> = Extract<ServerFrame, { type: T }>;

export type FrameListener<T extends FrameType = FrameType> = (frame: FrameOf<T>) => void;

export type SocketStatus = "idle" | "connecting" | "open" | "closed";

/** WebSocket.OPEN; the constant is not available on a fake. */
export const OPEN = 1;

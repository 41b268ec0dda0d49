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

/** Server frames are `{"type": "<area>.<verb>", "topic": "...", "data": {...}}`. */
export interface ServerFrame<D = unknown> {
  type: string;
  topic?: string;
  data?: D;
}

export type FrameListener<D = unknown> = (frame: ServerFrame<D>) => void;

export type SocketStatus = "idle" | "connecting" | "open" | "closed";

/** WebSocket.OPEN; the constant is not available on a fake. */
export const OPEN = 1;

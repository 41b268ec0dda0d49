import { createStore } from "zustand/vanilla";
import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from "./backoff";
import {
  OPEN,
  type FrameListener,
  type FrameOf,
  type FrameType,
  type ServerFrame,
  type SocketFactory,
  type SocketLike,
  type SocketStatus,
} from "./types";

export interface SocketState {
  status: SocketStatus;
  /** Incremented each time a connection is ready (opened and, with a token, authenticated). */
  connectedEpoch: number;
  /** Set by the server's auth.ok. */
  userId: number | null;
  /** Starts the connection once; later calls only update the token. */
  connect: (token: string | null) => void;
  /** A new token (sign-in) or none (logout): open a fresh, re-authenticated socket. */
  setToken: (token: string | null) => void;
  /** Wants a topic while the returned function has not been called; survives reconnects. */
  subscribe: (topic: string) => () => void;
  /**
   * Calls `listener` when frames of `topic` were missed for good (the server's history of the
   * topic no longer covers the gap): what the topic shows must be fetched again.
   */
  onMissed: (topic: string, listener: () => void) => () => void;
  addListener: <T extends FrameType>(type: T, listener: FrameListener<T>) => () => void;
  /** Skips the backoff wait (e.g. the browser came back online). */
  reconnectNow: () => void;
  disconnect: () => void;
}

export interface SocketStoreOptions {
  createSocket: SocketFactory;
  url: () => string;
  random?: () => number;
  backoff?: BackoffOptions;
}

/** The server sends only declared frames (realtime/frames.py checks each one it builds). */
function parseFrame(raw: unknown): ServerFrame | null {
  if (typeof raw !== "string") return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && typeof (value as ServerFrame).type === "string") {
      return value as ServerFrame;
    }
  } catch {
    /* not JSON: ignore */
  }
  return null;
}

export function createSocketStore(options: SocketStoreOptions) {
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;

  let started = false;
  let token: string | null = null;
  let socket: SocketLike | null = null;
  let attempt = 0;
  let awaitingAuth = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  const wanted = new Map<string, number>(); // topic -> number of subscribers
  const listeners = new Map<FrameType, Set<FrameListener>>();
  // Gap-free topics (realtime/publish.py): the last frame number seen per topic, the topics
  // whose missed frames were asked for again, and who refetches when they cannot be.
  const lastSeq = new Map<string, number>();
  const recovering = new Set<string>();
  const missedListeners = new Map<string, Set<() => void>>();

  const store = createStore<SocketState>()((set, get) => {
    const isOpen = () => socket !== null && socket.readyState === OPEN;
    const send = (frame: object) => socket?.send(JSON.stringify(frame));

    const markReady = () => {
      attempt = 0;
      set({ connectedEpoch: get().connectedEpoch + 1 });
    };

    const dispatch = (frame: ServerFrame) => {
      listeners.get(frame.type)?.forEach((listener) => listener(frame));
    };

    /** Subscribes to `topic`, asking for what came after the last frame seen, if any. */
    const sendSubscribe = (topic: string) => {
      const since = lastSeq.get(topic);
      send(since === undefined ? { type: "subscribe", topic } : { type: "subscribe", topic, since });
    };

    /**
     * Whether a numbered frame is the next one of its topic. A repeat is dropped; after a gap
     * the missed frames are asked for, and this one comes again with them.
     */
    const inOrder = (topic: string, seq: number): boolean => {
      if (recovering.has(topic)) return false;
      const last = lastSeq.get(topic);
      if (last !== undefined && seq <= last) return false;
      if (last !== undefined && seq > last + 1) {
        recovering.add(topic);
        sendSubscribe(topic);
        return false;
      }
      lastSeq.set(topic, seq);
      return true;
    };

    const subscribed = (topic: string, seq: number, missed: boolean) => {
      recovering.delete(topic);
      if (missed || !lastSeq.has(topic)) lastSeq.set(topic, seq);
      if (missed) missedListeners.get(topic)?.forEach((listener) => listener());
    };

    const clearTimer = () => {
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      reconnectTimer = null;
    };

    // Detach first so the old socket's close does not schedule a reconnect.
    const dropSocket = () => {
      const old = socket;
      socket = null;
      awaitingAuth = false;
      if (old) {
        old.onopen = old.onclose = old.onerror = old.onmessage = null;
        old.close(1000);
      }
    };

    const scheduleReconnect = () => {
      if (!started) return;
      clearTimer();
      reconnectTimer = setTimeout(open, backoffDelay(attempt, random, backoff));
      attempt += 1;
    };

    function open() {
      reconnectTimer = null;
      const current = options.createSocket(options.url());
      socket = current;
      set({ status: "connecting" });

      current.onopen = () => {
        set({ status: "open" });
        if (token) {
          awaitingAuth = true;
          send({ type: "auth", token });
        }
        // The topics asked for again continue their numbering; a private one that auth joins
        // starts afresh, and the reconnect's refetch covers what it missed.
        recovering.clear();
        [...lastSeq.keys()].filter((t) => !wanted.has(t)).forEach((t) => lastSeq.delete(t));
        wanted.forEach((_, topic) => sendSubscribe(topic));
        if (!token) markReady();
      };
      current.onmessage = (event) => {
        const frame = parseFrame(event.data);
        if (!frame) return;
        if (awaitingAuth && frame.type === "auth.ok") {
          awaitingAuth = false;
          set({ userId: frame.data.user_id });
          markReady();
        } else if (awaitingAuth && frame.type === "error" && !frame.topic) {
          // Token refused: the socket still serves public topics; REST will notice the 401.
          awaitingAuth = false;
          markReady();
        }
        if (frame.type === "subscribed") {
          subscribed(frame.topic, frame.data.seq, frame.data.missed);
        } else if ("seq" in frame && typeof frame.seq === "number" && "topic" in frame) {
          if (!inOrder(frame.topic, frame.seq)) return;
        }
        dispatch(frame);
      };
      current.onerror = () => {
        /* a close event always follows */
      };
      current.onclose = () => {
        socket = null;
        awaitingAuth = false;
        set({ status: "closed", userId: null });
        scheduleReconnect();
      };
    }

    const restart = () => {
      clearTimer();
      dropSocket();
      attempt = 0;
      open();
    };

    return {
      status: "idle",
      connectedEpoch: 0,
      userId: null,
      connect: (nextToken) => {
        if (started) return get().setToken(nextToken);
        started = true;
        token = nextToken;
        open();
      },
      setToken: (nextToken) => {
        if (nextToken === token) return;
        token = nextToken;
        set({ userId: null });
        if (started) restart();
      },
      subscribe: (topic) => {
        const count = wanted.get(topic) ?? 0;
        wanted.set(topic, count + 1);
        if (count === 0 && isOpen()) sendSubscribe(topic);
        let active = true;
        return () => {
          if (!active) return;
          active = false;
          const remaining = (wanted.get(topic) ?? 1) - 1;
          if (remaining > 0) return void wanted.set(topic, remaining);
          wanted.delete(topic);
          lastSeq.delete(topic);
          recovering.delete(topic);
          if (isOpen()) send({ type: "unsubscribe", topic });
        };
      },
      onMissed: (topic, listener) => {
        const bucket = missedListeners.get(topic) ?? new Set<() => void>();
        missedListeners.set(topic, bucket);
        bucket.add(listener);
        return () => {
          bucket.delete(listener);
          if (bucket.size === 0) missedListeners.delete(topic);
        };
      },
      addListener: <T extends FrameType>(type: T, listener: FrameListener<T>) => {
        const bucket = listeners.get(type) ?? new Set<FrameListener>();
        listeners.set(type, bucket);
        // Only frames of `type` reach the bucket of `type` (dispatch).
        const entry = (frame: ServerFrame) => listener(frame as FrameOf<T>);
        bucket.add(entry);
        return () => void bucket.delete(entry);
      },
      reconnectNow: () => {
        if (!started || socket !== null) return;
        clearTimer();
        open();
      },
      disconnect: () => {
        started = false;
        clearTimer();
        dropSocket();
        set({ status: "idle", userId: null });
      },
    };
  });

  return store;
}

export type SocketStore = ReturnType<typeof createSocketStore>;

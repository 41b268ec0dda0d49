import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay } from "./backoff";
import { isReconnect } from "./socket";
import { createSocketStore } from "./socket-store";
import { OPEN, type SocketLike } from "./types";

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  closed = false;
  onopen: SocketLike["onopen"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  onmessage: SocketLike["onmessage"] = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== OPEN) throw new Error("send on a socket that is not open");
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // Test controls
  serverOpen() {
    this.readyState = OPEN;
    this.onopen?.(new Event("open"));
  }
  serverSend(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }
  serverDrop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

function setup(random = () => 1) {
  const sockets: FakeSocket[] = [];
  const store = createSocketStore({
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    url: () => "ws://test/ws/",
    random,
  });
  const last = () => sockets[sockets.length - 1];
  return { store, sockets, last };
}

describe("backoffDelay", () => {
  it("doubles from 0.5 s and stops at 15 s", () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10, 50].map((n) => backoffDelay(n, () => 1));
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000, 15000]);
  });

  it("draws the delay between half the ceiling and the ceiling", () => {
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(3, () => 0)).toBe(2000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(20, () => 0)).toBe(7500);
  });
});

describe("socket store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("authenticates first, then subscribes, and counts the connection once auth.ok arrives", () => {
    const { store, last } = setup();
    store.getState().subscribe("event:7");
    store.getState().connect("tok-1");
    expect(last().url).toBe("ws://test/ws/");
    last().serverOpen();
    expect(last().sent).toEqual([
      { type: "auth", token: "tok-1" },
      { type: "subscribe", topic: "event:7" },
    ]);
    expect(store.getState().connectedEpoch).toBe(0);
    last().serverSend({ type: "auth.ok", data: { user_id: 42 } });
    expect(store.getState()).toMatchObject({ connectedEpoch: 1, userId: 42, status: "open" });
  });

  it("skips auth without a token and is ready as soon as it opens", () => {
    const { store, last } = setup();
    store.getState().connect(null);
    last().serverOpen();
    expect(last().sent).toEqual([]);
    expect(store.getState().connectedEpoch).toBe(1);
  });

  it("reconnects after a drop and re-subscribes only the topics still wanted", () => {
    const { store, sockets, last } = setup();
    store.getState().connect("tok");
    last().serverOpen();
    last().serverSend({ type: "auth.ok", data: { user_id: 1 } });
    const leaveSlots = store.getState().subscribe("slots:3:2025-01-02");
    store.getState().subscribe("event:9");
    expect(last().sent.slice(1)).toEqual([
      { type: "subscribe", topic: "slots:3:2025-01-02" },
      { type: "subscribe", topic: "event:9" },
    ]);
    leaveSlots();
    expect(last().sent.at(-1)).toEqual({ type: "unsubscribe", topic: "slots:3:2025-01-02" });

    last().serverDrop();
    expect(store.getState().status).toBe("closed");
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    last().serverOpen();
    expect(last().sent).toEqual([
      { type: "auth", token: "tok" },
      { type: "subscribe", topic: "event:9" },
    ]);
    last().serverSend({ type: "auth.ok", data: { user_id: 1 } });
    expect(store.getState().connectedEpoch).toBe(2);
  });

  it("backs off exponentially while the server stays down and resets after a success", () => {
    const { store, sockets, last } = setup();
    store.getState().connect(null);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const before = sockets.length;
      last().serverDrop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);

    last().serverOpen(); // success resets the schedule
    last().serverDrop();
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(9);
  });

  it("keeps a topic while any subscriber still wants it", () => {
    const { store, last } = setup();
    store.getState().connect(null);
    last().serverOpen();
    const a = store.getState().subscribe("event:1");
    const b = store.getState().subscribe("event:1");
    a();
    a(); // calling twice is harmless
    expect(last().sent).toEqual([{ type: "subscribe", topic: "event:1" }]);
    b();
    expect(last().sent.at(-1)).toEqual({ type: "unsubscribe", topic: "event:1" });
  });

  it("opens a fresh authenticated socket when the token changes, without a stray reconnect", () => {
    const { store, sockets, last } = setup();
    store.getState().connect(null);
    const first = last();
    first.serverOpen();
    store.getState().setToken("new-token");
    expect(first.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    last().serverOpen();
    expect(last().sent[0]).toEqual({ type: "auth", token: "new-token" });
    last().serverSend({ type: "auth.ok", data: { user_id: 5 } });
    expect(store.getState().connectedEpoch).toBe(2);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
  });

  it("still counts the connection when the server refuses the token", () => {
    const { store, last } = setup();
    store.getState().connect("expired");
    last().serverOpen();
    last().serverSend({ type: "error", data: { message: "Invalid token" } });
    expect(store.getState()).toMatchObject({ connectedEpoch: 1, userId: null });
  });

  it("delivers frames to listeners of their type until they unsubscribe", () => {
    const { store, last } = setup();
    const seen: unknown[] = [];
    const stop = store.getState().addListener("notification.created", (f) => seen.push(f.data));
    store.getState().addListener("pong", () => seen.push("wrong"));
    store.getState().connect(null);
    last().serverOpen();
    last().serverSend({ type: "notification.created", topic: "user:1", data: { id: 1 } });
    last().onmessage?.({ data: "not json" } as MessageEvent);
    stop();
    last().serverSend({ type: "notification.created", topic: "user:1", data: { id: 2 } });
    expect(seen).toEqual([{ id: 1 }]);
  });

  describe("numbered topics", () => {
    const seats = (seq: number, left: number) => ({
      type: "event.seats",
      topic: "event:9",
      seq,
      data: { event_id: 9, seats: 5, left },
    });

    function watching() {
      const { store, last } = setup();
      const heard: number[] = [];
      const missed = vi.fn();
      store.getState().addListener("event.seats", (frame) => heard.push(frame.data.left ?? -1));
      store.getState().onMissed("event:9", missed);
      store.getState().subscribe("event:9");
      store.getState().connect(null);
      last().serverOpen();
      last().serverSend({ type: "subscribed", topic: "event:9", data: { seq: 4, missed: false } });
      return { last, heard, missed };
    }

    it("passes frames on in order and drops a repeat", () => {
      const { heard, last } = watching();
      last().serverSend(seats(5, 3));
      last().serverSend(seats(5, 3));
      last().serverSend(seats(6, 2));
      expect(heard).toEqual([3, 2]);
    });

    it("asks again for what a gap skipped and takes it in order", () => {
      const { heard, last, missed } = watching();
      last().serverSend(seats(5, 3));
      last().serverSend(seats(7, 1)); // 6 never came
      expect(heard).toEqual([3]);
      expect(last().sent.at(-1)).toEqual({ type: "subscribe", topic: "event:9", since: 5 });
      last().serverSend(seats(8, 0)); // live, while the missed ones are on their way: set aside
      last().serverSend({ type: "subscribed", topic: "event:9", data: { seq: 8, missed: false } });
      [6, 7, 8].forEach((seq) => last().serverSend(seats(seq, 8 - seq)));
      expect(heard).toEqual([3, 2, 1, 0]);
      expect(missed).not.toHaveBeenCalled();
    });

    it("has the page refetch when the server no longer holds what was missed", () => {
      const { heard, last, missed } = watching();
      last().serverSend(seats(9, 0));
      last().serverSend({ type: "subscribed", topic: "event:9", data: { seq: 120, missed: true } });
      expect(missed).toHaveBeenCalledTimes(1);
      last().serverSend(seats(121, 1));
      expect(heard).toEqual([1]);
    });

    it("continues after a reconnect from the last frame seen", () => {
      const { last } = watching();
      last().serverSend(seats(5, 3));
      last().serverDrop();
      vi.advanceTimersByTime(500);
      last().serverOpen();
      expect(last().sent).toEqual([{ type: "subscribe", topic: "event:9", since: 5 }]);
    });
  });

  it("stops reconnecting after disconnect", () => {
    const { store, sockets, last } = setup();
    store.getState().connect(null);
    last().serverOpen();
    store.getState().disconnect();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(store.getState().status).toBe("idle");
  });
});

describe("isReconnect", () => {
  it("ignores the first connection and fires on later ones", () => {
    expect(isReconnect(0, 1)).toBe(false);
    expect(isReconnect(1, 2)).toBe(true);
    expect(isReconnect(3, 3)).toBe(false);
  });
});

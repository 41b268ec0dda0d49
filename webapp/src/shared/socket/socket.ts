import { useEffect, useEffectEvent } from "react";
import { useStore } from "zustand";
import { createSocketStore, type SocketState } from "./socket-store";
import type { FrameListener, FrameType } from "./types";

export function socketUrl(loc: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws/`;
}

/** The app's one live socket (one per tab). */
export const socketStore = createSocketStore({
  createSocket: (url) => new WebSocket(url),
  url: () => socketUrl(),
});

export function useSocket<T>(selector: (state: SocketState) => T): T {
  return useStore(socketStore, selector);
}

/** True when the epoch moved past an earlier successful connection (not the first connect). */
export function isReconnect(previousEpoch: number, nextEpoch: number): boolean {
  return previousEpoch > 0 && nextEpoch > previousEpoch;
}

/** Runs `callback` after every reconnect, so a screen can refetch what it may have missed. */
export function useOnReconnect(callback: () => void): void {
  const onReconnect = useEffectEvent(callback);
  useEffect(
    () =>
      socketStore.subscribe((next, previous) => {
        if (isReconnect(previous.connectedEpoch, next.connectedEpoch)) onReconnect();
      }),
    [],
  );
}

/** Listens to server frames of one type while the component is mounted. */
export function useSocketFrame<T extends FrameType>(type: T, listener: FrameListener<T>): void {
  const onFrame = useEffectEvent(listener);
  useEffect(() => socketStore.getState().addListener(type, (frame) => onFrame(frame)), [type]);
}

/**
 * Keeps a topic subscribed while the component is mounted (pass null for none). Frames missed
 * meanwhile are sent again by the server; when they cannot be (too old), `onMissed` runs, so
 * the screen refetches what the topic shows.
 */
export function useTopic(topic: string | null, onMissed?: () => void): void {
  const missed = useEffectEvent(() => onMissed?.());
  useEffect(() => {
    if (!topic) return undefined;
    const state = socketStore.getState();
    const stopMissed = state.onMissed(topic, () => missed());
    const unsubscribe = state.subscribe(topic);
    return () => {
      unsubscribe();
      stopMissed();
    };
  }, [topic]);
}

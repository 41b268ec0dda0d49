import { act } from "@testing-library/react";
import { vi } from "vitest";
import { socketStore } from "../../../shared/socket/socket";

/** A WebSocket stand-in: the test plays the server's frames. */
class FakeWebSocket {
  static last: FakeWebSocket;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send() {}
  close() {}
}

/** Connects the app's socket to a fake and returns how to deliver a frame to it. */
export function openFakeSocket(): (frame: unknown) => void {
  vi.stubGlobal("WebSocket", FakeWebSocket);
  socketStore.getState().connect(null);
  act(() => {
    FakeWebSocket.last.readyState = 1;
    FakeWebSocket.last.onopen?.();
  });
  return (frame) => act(() => FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) }));
}

export function closeFakeSocket(): void {
  socketStore.getState().disconnect();
  socketStore.setState({ connectedEpoch: 0 });
}

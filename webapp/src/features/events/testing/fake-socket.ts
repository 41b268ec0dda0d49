import { act } from "@testing-library/react";
import { vi } from "vitest";
import { socketStore } from "../../../shared/socket/socket";

/** A WebSocket stand-in: the test plays the server's frames and reads what the page sent. */
class FakeWebSocket {
  static last: FakeWebSocket;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
}

/** Connects the app's socket to a fake: deliver a frame, or read the frames sent. */
export function openFakeSocket() {
  vi.stubGlobal("WebSocket", FakeWebSocket);
  socketStore.getState().connect(null);
  act(() => {
    FakeWebSocket.last.readyState = 1;
    FakeWebSocket.last.onopen?.();
  });
  return {
    deliver: (frame: unknown) => act(() => FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) })),
    sent: () => FakeWebSocket.last.sent,
  };
}

export function closeFakeSocket(): void {
  socketStore.getState().disconnect();
  socketStore.setState({ connectedEpoch: 0 });
}

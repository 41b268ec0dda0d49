// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { socketStore } from "../../../shared/socket/socket";
import { LiveNotificationToasts } from "./live-notification-toasts";

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

describe("LiveNotificationToasts", () => {
  afterEach(() => {
    socketStore.getState().disconnect();
    act(() => toast.remove());
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the text of each notification.created frame as a toast", () => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    render(<LiveNotificationToasts />);
    const { result } = renderHook(() => useToasterStore());
    socketStore.getState().connect(null);
    expect(FakeWebSocket.last.url).toBe(`ws://${location.host}/ws/`);
    const frame = {
      type: "notification.created",
      topic: "user:7",
      data: { id: 9, kind: "sign_in", text: "New sign-in to your account", created_at: "", session_id: 3 },
    };
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
      FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) });
      FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) }); // a duplicate delivery
    });
    expect(result.current.toasts.map((t) => t.message)).toEqual(["New sign-in to your account"]);
  });
});

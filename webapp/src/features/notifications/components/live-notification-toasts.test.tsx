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

  it("shows one New booking toast per booking: the stored notification's, not the booking frame's", () => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    render(<LiveNotificationToasts />);
    const { result } = renderHook(() => useToasterStore());
    socketStore.getState().connect(null);
    const booked = { type: "booking.created", topic: "user:7", data: { appointment_id: 41, client_name: "Ravi Kumar", plan_name: "Call", starts_at: "2025-01-06T04:30:00Z", status: "pending", paid: false } };
    const stored = { type: "notification.created", topic: "user:7", data: { id: 12, kind: "booking", text: "New booking from Ravi Kumar", created_at: "" } };
    const paid = { ...booked, data: { ...booked.data, appointment_id: 42, client_name: "Meera", status: "accepted", paid: true } };
    const paidStored = { ...stored, data: { ...stored.data, id: 13, kind: "payment", text: "New paid booking from Meera" } };
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
      for (const frame of [booked, stored, booked, stored, paid, paidStored]) {
        FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) });
      }
    });
    expect(result.current.toasts.map((t) => t.message).sort()).toEqual([
      "New booking from Ravi Kumar",
      "New paid booking from Meera",
    ]);
  });

  it("toasts what the other side of an appointment did (accepted, a message), once each", () => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    render(<LiveNotificationToasts />);
    const { result } = renderHook(() => useToasterStore());
    socketStore.getState().connect(null);
    const accepted = { type: "notification.created", topic: "user:3", data: { id: 21, kind: "booking", text: "Your booking was accepted", created_at: "" } };
    const message = { type: "notification.created", topic: "user:3", data: { id: 22, kind: "booking", text: "New message from Asha Rao", created_at: "" } };
    act(() => {
      FakeWebSocket.last.readyState = 1;
      FakeWebSocket.last.onopen?.();
      for (const frame of [accepted, message, accepted]) {
        FakeWebSocket.last.onmessage?.({ data: JSON.stringify(frame) });
      }
    });
    expect(result.current.toasts.map((t) => t.message).sort()).toEqual(["New message from Asha Rao", "Your booking was accepted"]);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_ENDPOINT, FAKE_KEYS, installFakePush, restoreFakePush } from "../testing/fake-push";
import {
  base64UrlToBytes,
  pushSupport,
  PushSetupError,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "./push-subscription";

// A P-256 public key as the server gives it: 65 bytes, base64url without padding.
const SERVER_KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(PushSetupError);
  return (error as PushSetupError).problem;
}

describe("base64UrlToBytes", () => {
  it("reads base64url with or without padding", () => {
    expect(Array.from(base64UrlToBytes("AQID"))).toEqual([1, 2, 3]);
    expect(Array.from(base64UrlToBytes("-_8"))).toEqual([251, 255]);
    expect(Array.from(base64UrlToBytes("-_8="))).toEqual([251, 255]);
    expect(Array.from(base64UrlToBytes("AA"))).toEqual([0]);
  });

  it("gives the 65 bytes of an uncompressed P-256 key", () => {
    const bytes = base64UrlToBytes(SERVER_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes.buffer).toBeInstanceOf(ArrayBuffer);
  });
});

describe("subscribeThisDevice", () => {
  afterEach(() => {
    restoreFakePush();
    vi.useRealTimers();
  });

  it("asks for permission, subscribes with the server's key and answers the subscription", async () => {
    const push = installFakePush();
    await expect(subscribeThisDevice(SERVER_KEY)).resolves.toEqual({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS });
    expect(push.requestPermission).toHaveBeenCalledOnce();
    const options = push.pushManager.subscribe.mock.calls[0][0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(Array.from(base64UrlToBytes(SERVER_KEY)));
  });

  it("reuses a subscription made with the same key, without asking again when granted", async () => {
    const push = installFakePush({ permission: "granted", existingKey: base64UrlToBytes(SERVER_KEY) });
    await expect(subscribeThisDevice(SERVER_KEY)).resolves.toEqual({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS });
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(push.existing?.unsubscribe).not.toHaveBeenCalled();
  });

  it("replaces a subscription made with another server key", async () => {
    const push = installFakePush({ permission: "granted", existingKey: new Uint8Array([4, 1, 2, 3]) });
    await subscribeThisDevice(SERVER_KEY);
    expect(push.existing?.unsubscribe).toHaveBeenCalledOnce();
    expect(push.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(push.state.subscription).not.toBe(push.existing);
  });

  it("says so when notifications are blocked or the prompt is dismissed", async () => {
    installFakePush({ answer: "denied" });
    expect(await problemOf(subscribeThisDevice(SERVER_KEY))).toBe("blocked");
    restoreFakePush();
    installFakePush({ answer: "default" });
    expect(await problemOf(subscribeThisDevice(SERVER_KEY))).toBe("dismissed");
  });

  it("gives up waiting for a service worker that never gets ready", async () => {
    vi.useFakeTimers();
    installFakePush({ workerReady: false });
    const attempt = problemOf(subscribeThisDevice(SERVER_KEY));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await attempt).toBe("no-worker");
  });

  it("says the push service refused when subscribing fails", async () => {
    const push = installFakePush();
    push.pushManager.subscribe.mockRejectedValueOnce(new DOMException("Registration failed", "AbortError"));
    expect(await problemOf(subscribeThisDevice(SERVER_KEY))).toBe("refused");
  });

  it("tells a browser without push apart from an iPhone that needs the Home Screen", async () => {
    expect(pushSupport()).toBe("unsupported");
    expect(await problemOf(subscribeThisDevice(SERVER_KEY))).toBe("unsupported");
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    );
    expect(pushSupport()).toBe("home-screen");
    expect(await problemOf(subscribeThisDevice(SERVER_KEY))).toBe("home-screen");
  });
});

describe("unsubscribeThisDevice", () => {
  afterEach(restoreFakePush);

  it("drops the browser's subscription, if any, and never fails", async () => {
    const push = installFakePush({ existingKey: base64UrlToBytes(SERVER_KEY) });
    await expect(unsubscribeThisDevice()).resolves.toBe(true);
    expect(push.existing?.unsubscribe).toHaveBeenCalledOnce();
    await expect(unsubscribeThisDevice()).resolves.toBe(false);
    push.pushManager.getSubscription.mockRejectedValueOnce(new Error("gone"));
    await expect(unsubscribeThisDevice()).resolves.toBe(false);
    restoreFakePush();
    await expect(unsubscribeThisDevice()).resolves.toBe(false);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakePush, restoreFakePush } from "../../testing/fake-push";
import { logout } from "./logout";

describe("logout", () => {
  afterEach(() => {
    restoreFakePush();
    vi.useRealTimers();
  });

  it("revokes the session and drops this browser's push subscription", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const push = installFakePush({ permission: "granted", existingKey: new Uint8Array([4, 1, 2]) });
    await logout();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/auth/logout", expect.objectContaining({ method: "POST" }));
    expect(push.existing?.unsubscribe).toHaveBeenCalledOnce();
  });

  it("signs out even when the browser never answers about its subscription", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 204 })));
    const push = installFakePush({ permission: "granted" });
    push.pushManager.getSubscription.mockReturnValue(new Promise(() => {}));
    const done = vi.fn();
    const signingOut = logout().then(done);
    await vi.advanceTimersByTimeAsync(1000);
    await signingOut;
    expect(done).toHaveBeenCalled();
  });
});

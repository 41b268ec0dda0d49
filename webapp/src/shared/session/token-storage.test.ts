import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, removeToken, TOKEN_KEY, writeToken } from "./token-storage";

function blockedStorage() {
  const refuse = () => {
    throw new DOMException("blocked", "SecurityError");
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("token storage", () => {
  afterEach(() => {
    removeToken();
    vi.unstubAllGlobals();
  });

  it("keeps the token under the key 'token'", () => {
    const storage = memoryStorage();
    vi.stubGlobal("localStorage", storage);
    writeToken("abc");
    expect(storage.getItem(TOKEN_KEY)).toBe("abc");
    expect(readToken()).toBe("abc");
    removeToken();
    expect(readToken()).toBeNull();
  });

  it("still signs the tab in when storage is blocked", () => {
    vi.stubGlobal("localStorage", blockedStorage());
    expect(() => writeToken("abc")).not.toThrow();
    expect(readToken()).toBe("abc");
    removeToken();
    expect(readToken()).toBeNull();
  });
});

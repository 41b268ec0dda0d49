/** The session token lives in localStorage under this key (part of the contract with older pages). */
export const TOKEN_KEY = "token";

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) || null;
  } catch {
    return null; // storage can be blocked (private mode, sandboxed frames)
  }
}

export function writeToken(token: string): void {
  globalThis.localStorage?.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  } catch {
    /* nothing stored, nothing to remove */
  }
}

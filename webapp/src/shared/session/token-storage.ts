/** The session token lives in localStorage under this key (part of the contract with older pages). */
export const TOKEN_KEY = "token";

// Where storage is blocked or full (private mode, sandboxed frames), the session still works
// for this tab from memory.
let memoryToken: string | null = null;

export function readToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_KEY) || memoryToken;
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string): void {
  memoryToken = token;
  try {
    globalThis.localStorage?.setItem(TOKEN_KEY, token);
  } catch {
    /* kept in memory only */
  }
}

export function removeToken(): void {
  memoryToken = null;
  try {
    globalThis.localStorage?.removeItem(TOKEN_KEY);
  } catch {
    /* nothing stored, nothing to remove */
  }
}

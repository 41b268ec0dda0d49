import { create } from "zustand";
import { onUnauthorized } from "../api/api-client";
import { readToken, removeToken, TOKEN_KEY, writeToken } from "./token-storage";
import type { User } from "./types";

/** Signed-in state is the presence of a stored token; the user is loaded from /auth/me. */
interface SessionState {
  token: string | null;
  user: User | null;
  signIn: (token: string, user: User) => void;
  setUser: (user: User) => void;
  /** Forgets the session locally (the server side is revoked by POST /auth/logout). */
  clear: () => void;
}

export const useSession = create<SessionState>()((set) => ({
  token: readToken(),
  user: null,
  signIn: (token, user) => {
    writeToken(token);
    set({ token, user });
  },
  setUser: (user) => set({ user }),
  clear: () => {
    removeToken();
    set({ token: null, user: null });
  },
}));

export const selectIsSignedIn = (state: SessionState) => state.token !== null;

onUnauthorized(() => useSession.getState().clear());

// Another tab signed in or out: follow it.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const token = readToken();
    if (token !== useSession.getState().token) useSession.setState({ token, user: null });
  });
}

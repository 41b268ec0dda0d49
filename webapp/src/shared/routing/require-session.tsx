import type { ReactNode } from "react";
import { Navigate, Outlet } from "react-router-dom";
import { selectIsSignedIn, useSession } from "../session/session-store";

export const SIGN_IN_PATH = "/signup";

interface RequireSessionProps {
  /** Handed to sign-in, which returns to /view/{link} afterwards. */
  link?: string;
  /** Without children it guards the nested routes (use it as a route element). */
  children?: ReactNode;
}

/** Screens that need a session send visitors without a stored token to sign-in. */
export function RequireSession({ link, children }: RequireSessionProps) {
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn) {
    return <Navigate to={SIGN_IN_PATH} replace state={link ? { link } : undefined} />;
  }
  return children ?? <Outlet />;
}

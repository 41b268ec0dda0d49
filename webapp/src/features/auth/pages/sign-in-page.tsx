import { useEffect, useRef, useState } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { innerPathParam } from "../../../shared/routing/addresses";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import type { SignedIn } from "../../../shared/session/types";
import { CodeStep } from "../components/code-step";
import { NameStep } from "../components/name-step";
import { PhoneStep } from "../components/phone-step";
import { SignInNote } from "../components/sign-in-note";
import { SIGN_IN_TEXTS as T } from "../constants";
import { useSignInFlow } from "../hooks/use-sign-in-flow";
import { isInAppBrowser } from "../lib/in-app-browser";
import "./sign-in-page.css";

function linkFromState(state: unknown): string | null {
  const link = (state as { link?: unknown } | null)?.link;
  return typeof link === "string" && link !== "" ? link : null;
}

/** Where sign-in leads: back to the page that asked for it (`next`, a shared booking link,
 * checked to stay inside the app), else the profile it was opened from ("Book Appointment"),
 * else home. */
function destination(state: unknown): string {
  const next = (state as { next?: unknown } | null)?.next;
  const inside = typeof next === "string" ? innerPathParam(next) : null;
  if (inside) return inside;
  const link = linkFromState(state);
  return link ? `/view/${encodeURIComponent(link)}` : "/";
}

export function SignInPage() {
  const { state } = useLocation();
  const signedIn = useSession(selectIsSignedIn);
  const signIn = useSession((s) => s.signIn);
  const [blocked] = useState(() => isInAppBrowser(navigator.userAgent));
  const alerted = useRef(false);

  // Signing in re-renders the page signed in, and the redirect below takes the user on.
  const onSignedIn = ({ token, user }: SignedIn) => signIn(token, user);
  const flow = useSignInFlow(onSignedIn);

  useEffect(() => {
    if (blocked && !alerted.current) {
      alerted.current = true;
      window.alert(T.unsupportedBrowser);
    }
  }, [blocked]);

  // Signed in (just now, or before coming here): on to where sign-in leads.
  if (signedIn) return <Navigate to={destination(state)} replace />;

  return (
    <Page narrow>
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <img className="sign-in-logo" src="/logo.svg" alt="" width={56} height={56} />
        <h1 id="sign-in-title">{T.headline}</h1>
        <p className="sign-in-subtitle">{T.subtitle}</p>

        {blocked ? (
          <FormMessage text={T.unsupportedBrowser} />
        ) : (
          <>
            {flow.step === "phone" && <PhoneStep flow={flow} />}
            {flow.step === "code" && <CodeStep flow={flow} />}
            {flow.step === "name" && <NameStep flow={flow} />}
            <FormMessage text={flow.notice} tone="info" />
            <FormMessage text={flow.error} />
          </>
        )}
        <SignInNote />
      </section>
    </Page>
  );
}

import { useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
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

export function SignInPage() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const signedIn = useSession(selectIsSignedIn);
  const signIn = useSession((s) => s.signIn);
  const [blocked] = useState(() => isInAppBrowser(navigator.userAgent));
  const finishing = useRef(false);
  const alerted = useRef(false);

  const onSignedIn = ({ token, user }: SignedIn) => {
    finishing.current = true;
    signIn(token, user);
    const link = linkFromState(state);
    navigate(link ? `/view/${encodeURIComponent(link)}` : "/", { replace: true });
  };
  const flow = useSignInFlow(onSignedIn);

  useEffect(() => {
    if (blocked && !alerted.current) {
      alerted.current = true;
      window.alert(T.unsupportedBrowser);
    }
  }, [blocked]);

  if (signedIn && !finishing.current) return <Navigate to="/" replace />;

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

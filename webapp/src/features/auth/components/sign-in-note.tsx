import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { SIGN_IN_TEXTS as T } from "../constants";

export function SignInNote() {
  const { t } = useTranslation("auth");
  return (
    <div className="sign-in-note">
      <p>
        <Trans
          t={t}
          i18nKey="By signing in you agree to our <1>Terms & Condition</1>."
          defaults="By signing in you agree to our <1>Terms & Condition</1>."
          components={{ 1: <Link to="/terms" /> }}
        />
      </p>
      <p className="sign-in-links">
        <Link to="/privacy">{T.privacyLink}</Link>
        <span aria-hidden="true">·</span>
        <Link to="/terms">{T.termsLink}</Link>
      </p>
    </div>
  );
}

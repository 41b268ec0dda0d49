import { Link } from "react-router-dom";
import { SIGN_IN_TEXTS as T } from "../constants";

export function SignInNote() {
  return (
    <div className="sign-in-note">
      <p>
        {T.notePrefix}
        <Link to="/terms">{T.noteLink}</Link>.
      </p>
      <p className="sign-in-links">
        <Link to="/privacy">{T.privacyLink}</Link>
        <span aria-hidden="true">·</span>
        <Link to="/terms">{T.termsLink}</Link>
      </p>
    </div>
  );
}

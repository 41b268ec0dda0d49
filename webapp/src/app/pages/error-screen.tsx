import { useEffect } from "react";
import { Link, useRouteError } from "react-router-dom";
import { i18n } from "../../shared/i18n/i18n";
import "./error-screen.css";

const t = i18n.getFixedT(null, "common");

/** Getters: translated when the screen shows. */
export const ERROR_TEXTS = {
  get title() { return t("Something went wrong"); },
  get apology() { return t("Sorry, this page ran into a problem. Reloading usually fixes it."); },
  get reload() { return t("Reload"); },
  get home() { return t("Home"); },
};

/** Router errorElement: a friendly screen, never a stack trace (the console keeps the details). */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div className="error-screen" role="alert">
      <img src="/logo.svg" alt="" width={64} height={64} />
      <h1>{ERROR_TEXTS.title}</h1>
      <p>{ERROR_TEXTS.apology}</p>
      <div className="error-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {ERROR_TEXTS.reload}
        </button>
        <Link to="/" className="button button-outline" reloadDocument>
          {ERROR_TEXTS.home}
        </Link>
      </div>
    </div>
  );
}

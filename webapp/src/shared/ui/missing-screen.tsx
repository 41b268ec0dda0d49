import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PATHS } from "../routing/paths";
import { Page } from "./page";

/**
 * What a link led to is not there (an unknown address, a deleted profile or event): says what
 * is missing and leads on, to a search and home. The server answers such a link with 404.
 * Not for a failed load: that is the network's fault, and asking again may help.
 */
export function MissingScreen({ title, text, search }: { title: string; text: string; search?: { to: string; label: string } }) {
  const { t } = useTranslation("common");
  return (
    <Page narrow>
      <div className="missing-screen">
        <h1 className="page-title">{title}</h1>
        <p>{text}</p>
        <img src="/404.svg" alt="" width={480} height={360} />
        <p className="missing-screen-links">
          {search && (
            <Link to={search.to} className="button button-outline">
              {search.label}
            </Link>
          )}
          <Link to={PATHS.home} className="button button-primary">
            {t("Go to the home page")}
          </Link>
        </p>
      </div>
    </Page>
  );
}

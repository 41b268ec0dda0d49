import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PATHS } from "../../shared/routing/paths";
import { Page } from "../../shared/ui/page";

/**
 * An unknown address: the spec's 404 image, inside the usual header, with words a screen reader
 * can read and a way home (the server answers such an address with status 404).
 */
export function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <Page narrow>
      <h1 className="page-title">{t("Page not found")}</h1>
      <p>{t("There is nothing at this address. It may have moved, or the link may be mistyped.")}</p>
      <img src="/404.svg" alt="" width={480} height={360} style={{ display: "block", width: "100%", height: "auto", maxHeight: "50vh" }} />
      <p>
        <Link to={PATHS.home} className="button button-primary">
          {t("Go to the home page")}
        </Link>
      </p>
    </Page>
  );
}

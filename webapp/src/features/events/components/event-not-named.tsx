import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PATHS } from "../../../shared/routing/paths";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";

/** /viewEvent or /bookEvent whose address names no event: says so, and leads to the webinars. */
export function EventNotNamed() {
  const { t } = useTranslation("events");
  return (
    <Page narrow>
      <FormMessage text={t("This link does not say which event to show.")} />
      <Link to={PATHS.eventSearch} state={{ query: "" }} className="button button-primary">
        {t("See upcoming webinars")}
      </Link>
    </Page>
  );
}

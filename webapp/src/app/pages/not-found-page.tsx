import { useTranslation } from "react-i18next";
import { PATHS } from "../../shared/routing/paths";
import { MissingScreen } from "../../shared/ui/missing-screen";

/**
 * An unknown address: the spec's 404 image, inside the usual header, with words a screen reader
 * can read and a way on (the server answers such an address with status 404).
 */
export function NotFoundPage() {
  const { t } = useTranslation("common");
  return (
    <MissingScreen
      title={t("Page not found")}
      text={t("There is nothing at this address. It may have moved, or the link may be mistyped.")}
      search={{ to: PATHS.search, label: t("Search") }}
    />
  );
}

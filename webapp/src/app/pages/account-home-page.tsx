import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CalendarFeed } from "../../features/account/components/calendar-feed";
import { OwnProfilePage } from "../../features/profiles/pages/own-profile-page";
import { PATHS } from "../../shared/routing/paths";

/** /account: the user's own profile, then their calendar feed in its own section (it was
 * found only under "Your devices"), and links to their data and complaints. The features
 * meet here, in app/. */
export function AccountHomePage() {
  const { t } = useTranslation();
  return (
    <OwnProfilePage>
      <CalendarFeed />
      <nav
        className="card account-privacy-links"
        aria-label={t("Your data and rights")}
      >
        <Link to={PATHS.accountData}>
          {t("Your data: download, consents, delete account")}
        </Link>
        <Link to={PATHS.complaints}>{t("My complaints")}</Link>
      </nav>
    </OwnProfilePage>
  );
}

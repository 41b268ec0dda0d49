import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CalendarFeed } from "../../features/account/components/calendar-feed";
import { DeletionBanner } from "../../features/privacy/components/deletion-banner";
import { OwnProfilePage } from "../../features/profiles/pages/own-profile-page";
import { PATHS } from "../../shared/routing/paths";

/** /account: the user's own profile, then their calendar feed in its own section (it was
 * found only under "Your devices"), and their data and complaints. A deletion waiting for
 * its day is said first, with "Cancel deletion". The features meet here, in app/. */
export function AccountHomePage() {
  const { t } = useTranslation();
  return (
    <>
      <DeletionBanner />
      <OwnProfilePage>
        <CalendarFeed />
        <nav className="card account-privacy-links" aria-label={t("Your data and rights")}>
          <Link to={PATHS.accountData}>{t("Your data: download, consents, delete account")}</Link>
          <Link to={PATHS.complaints}>{t("My complaints")}</Link>
        </nav>
      </OwnProfilePage>
    </>
  );
}

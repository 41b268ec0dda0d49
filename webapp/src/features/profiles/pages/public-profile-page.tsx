import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { FormMessage } from "../../../shared/ui/form-message";
import { preloadedPicture } from "../../../shared/ui/preloaded-picture";
import { Page } from "../../../shared/ui/page";
import { ProfileView } from "../components/profile-view";
import { usePublicProfile } from "../hooks/use-public-profile";

/** /v/:id (username) and /view/:id (id or username). */
export function PublicProfilePage() {
  const { id = "" } = useParams();
  // A new :id is a new page: fresh data, fresh reviews, no stale "Read More" state.
  return <PublicProfile key={id} profileRef={id} />;
}

function PublicProfile({ profileRef }: { profileRef: string }) {
  const { t } = useTranslation("profiles");
  const { profile, error, loading } = usePublicProfile(profileRef);
  // The banner this page's HTML is already fetching (none after moving here within the app).
  const [banner] = useState(preloadedPicture);

  const name = profile?.name;
  useEffect(() => {
    if (!name) return;
    const previous = document.title;
    document.title = `${name} - ${getAppConfig().siteName}`;
    return () => {
      document.title = previous;
    };
  }, [name]);

  if (profile === null) {
    return (
      <Page narrow>
        <div className="card profile-not-found">
          <img src={DEFAULT_AVATAR} alt="" width={96} height={96} />
          <h1 className="page-title">{t("Profile not found.")}</h1>
          <Link to="/" className="button button-primary">
            {t("Go to Home")}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page>
      {(profile || loading) && <ProfileView profile={profile} banner={banner} />}
      <FormMessage text={profile ? null : error} />
    </Page>
  );
}

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { FormMessage } from "../../../shared/ui/form-message";
import { preloadedPicture } from "../../../shared/ui/preloaded-picture";
import { MissingScreen } from "../../../shared/ui/missing-screen";
import { Page } from "../../../shared/ui/page";
import { PATHS } from "../../../shared/routing/paths";
import { PackagesOnSale } from "../../../shared/packages/packages-on-sale";
import { useSession } from "../../../shared/session/session-store";
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
  const viewerId = useSession((state) => state.user?.id);

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
      <MissingScreen
        title={t("Profile not found.")}
        text={t("No professional is listed at this link: the profile may have been removed, or the link mistyped.")}
        search={{ to: PATHS.search, label: t("Search professionals") }}
      />
    );
  }
  return (
    <Page>
      {(profile || loading) && <ProfileView profile={profile} banner={banner} />}
      {profile && <PackagesOnSale professionalId={profile.id} own={viewerId === profile.id} />}
      <FormMessage text={profile ? null : error} />
    </Page>
  );
}

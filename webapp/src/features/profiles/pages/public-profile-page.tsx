import { useCallback, useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { ApiError } from "../../../shared/api/api-error";
import { getAppConfig } from "../../../shared/config/app-config";
import { useAsyncData } from "../../../shared/hooks/use-async-data";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { getProfile } from "../api/get-profile";
import { ProfileSkeleton, ProfileView } from "../components/profile-view";
import { DEFAULT_AVATAR, PROFILE_TEXTS as T } from "../constants";

/** /v/:id (username) and /view/:id (id or username). */
export function PublicProfilePage() {
  const { id = "" } = useParams();
  // A new :id is a new page: fresh data, fresh reviews, no stale "Read More" state.
  return <PublicProfile key={id} profileRef={id} />;
}

function PublicProfile({ profileRef }: { profileRef: string }) {
  const load = useCallback(
    (signal: AbortSignal) =>
      getProfile(profileRef, signal).catch((cause: unknown) => {
        if (cause instanceof ApiError && cause.status === 404) return null;
        throw cause;
      }),
    [profileRef],
  );
  const { data: profile, error, loading } = useAsyncData(load);

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
          <h1 className="page-title">{T.notFound}</h1>
          <Link to="/" className="button button-primary">
            {T.goHome}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page>
      {profile ? <ProfileView profile={profile} /> : loading && <ProfileSkeleton label={T.loading} />}
      <FormMessage text={profile ? null : error} />
    </Page>
  );
}

import { useAsyncData } from "../../../shared/hooks/use-async-data";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { getMyProfile } from "../api/get-my-profile";
import { ProfileSkeleton, ProfileView } from "../components/profile-view";
import { PROFILE_TEXTS as T } from "../constants";

/** /account (behind sign-in): the signed-in user's own profile with the edit buttons. */
export function OwnProfilePage() {
  const { data: profile, error, loading } = useAsyncData(getMyProfile);
  return (
    <Page>
      {profile ? <ProfileView profile={profile} own /> : loading && <ProfileSkeleton label={T.loading} />}
      <FormMessage text={profile ? null : error} />
    </Page>
  );
}

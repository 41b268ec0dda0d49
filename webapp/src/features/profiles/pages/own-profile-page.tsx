import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { ProfileSkeleton, ProfileView } from "../components/profile-view";
import { PROFILE_TEXTS as T } from "../constants";
import { useMyProfile } from "../hooks/use-my-profile";

/** /account (behind sign-in): the signed-in user's own profile with the edit buttons. */
export function OwnProfilePage() {
  const { profile, error, loading } = useMyProfile();
  return (
    <Page>
      {profile ? <ProfileView profile={profile} own /> : loading && <ProfileSkeleton label={T.loading} />}
      <FormMessage text={profile ? null : error} />
    </Page>
  );
}

import type { ReactNode } from "react";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { ProfileView } from "../components/profile-view";
import { useMyProfile } from "../hooks/use-my-profile";

/** /account (behind sign-in): the signed-in user's own profile with the edit buttons, and
 * what the app puts under it (`children`: sections of other features). */
export function OwnProfilePage({ children }: { children?: ReactNode }) {
  const { profile, error, loading } = useMyProfile();
  return (
    <Page>
      {(profile || loading) && <ProfileView profile={profile} own />}
      <FormMessage text={profile ? null : error} />
      {children}
    </Page>
  );
}

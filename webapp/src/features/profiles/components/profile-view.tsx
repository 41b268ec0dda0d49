import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PreloadedPicture } from "../../../shared/ui/preloaded-picture";
import { useSession } from "../../../shared/session/session-store";
import { useSecondPass } from "../../../shared/ui/use-second-pass";
import { EDIT_PROFILE_PATH } from "../constants";
import type { Profile } from "../types";
import { AboutMe } from "./about-me";
import { PlanList } from "./plan-list";
import { ProfileFacts } from "./profile-facts";
import { ProfileHeader } from "./profile-header";
import { ReviewList } from "./review-list";
import { ShareButton } from "./share-button";
import { SocialLinks } from "./social-links";
import "./profile-view.css";

interface ProfileViewProps {
  /** Missing while it loads: the light placeholder of the same layout. */
  profile?: Profile;
  own?: boolean;
  /** For the placeholder: the banner the page's HTML preloaded (the page's largest paint). */
  banner?: PreloadedPicture | null;
}

/**
 * One layout for /account (own = true) and /v/:id, /view/:id, and its placeholder. The two
 * are one tree, so what the placeholder already shows (the banner) stays as the profile comes.
 */
export function ProfileView({ profile, own = false, banner = null }: ProfileViewProps) {
  const { t } = useTranslation("profiles");
  // The professional on their own public page (/v/<username>) is its owner too.
  const viewerId = useSession((state) => state.user?.id);
  const mine = own || (profile !== undefined && viewerId === profile.id);
  if (!profile) {
    return (
      <div className="profile-view" role="status" aria-busy="true" aria-label={t("Please Wait...")}>
        <ProfileHeader own={own} banner={banner} />
        {/* Keyed apart from the loaded columns: new boxes, not these moved down as the header grows. */}
        <div className="profile-columns" key="placeholder">
          <div className="skeleton skeleton-panel" />
          <div className="skeleton skeleton-panel tall" />
        </div>
      </div>
    );
  }
  // A client's own /account: they offer nothing yet (no plan), so a professional's empty
  // sections ("Session not added", "Skills Not Added") would only puzzle them.
  const client = own && profile.plans.length === 0;
  return (
    <div className="profile-view">
      <ProfileHeader profile={profile} own={own} professional={!client} />
      <div className="profile-columns" key="profile">
        <aside className="profile-left">{client ? <BecomeProfessional /> : <PlanList profile={profile} own={mine} />}</aside>
        {client ? <ClientDetails profile={profile} /> : <ProfileDetails profile={profile} />}
      </div>
    </div>
  );
}

/** Where a professional's plans are, an invitation for a client to offer their own sessions. */
function BecomeProfessional() {
  const { t } = useTranslation("profiles");
  return (
    <section className="card profile-panel become-professional" aria-labelledby="become-professional-heading">
      <h2 id="become-professional-heading">{t("Offer your own sessions")}</h2>
      <p>
        {t(
          "Are you a doctor, lawyer, engineer, teacher or other expert? Add a session with its price to your profile, and clients can find you and book appointments with you.",
        )}
      </p>
      <Link to={EDIT_PROFILE_PATH} className="button button-primary">
        {t("Become a professional")}
      </Link>
    </section>
  );
}

/** What a client filled in, and nothing of what they did not. */
function ClientDetails({ profile }: { profile: Profile }) {
  const facts = [profile.about.trim(), profile.social_media, profile.skills, profile.languages, profile.experience, profile.education, profile.awards];
  if (!facts.some((fact) => fact.length > 0)) return null;
  return (
    <div className="card profile-panel profile-right">
      <AboutMe about={profile.about} />
      {profile.social_media.length > 0 && <SocialLinks links={profile.social_media} />}
      <ProfileFacts profile={profile} hideEmpty />
    </div>
  );
}

/**
 * The right panel. Below the fold on a phone: it follows the header and plans' first paint, in
 * a second pass, instead of being built in the same long task.
 */
function ProfileDetails({ profile }: { profile: Profile }) {
  const shown = useSecondPass();
  return (
    <div className="card profile-panel profile-right" aria-busy={!shown}>
      {shown && (
        <>
          <div className="profile-share">
            <ShareButton name={profile.name} username={profile.username} />
          </div>
          <AboutMe about={profile.about} />
          <SocialLinks links={profile.social_media} />
          <ProfileFacts profile={profile} />
          {/* Reviews are public once the profile is (it has plans): none to ask for before. */}
          {profile.plans.length > 0 && <ReviewList profileRef={String(profile.id)} />}
        </>
      )}
    </div>
  );
}

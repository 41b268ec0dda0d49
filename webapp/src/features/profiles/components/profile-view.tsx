import type { Profile } from "../types";
import { AboutMe } from "./about-me";
import { PlanList } from "./plan-list";
import { ProfileFacts } from "./profile-facts";
import { ProfileHeader } from "./profile-header";
import { ReviewList } from "./review-list";
import { ShareButton } from "./share-button";
import { SocialLinks } from "./social-links";
import "./profile-view.css";

/** One layout for /account (own = true) and /v/:id, /view/:id. */
export function ProfileView({ profile, own = false }: { profile: Profile; own?: boolean }) {
  return (
    <div className="profile-view">
      <ProfileHeader profile={profile} own={own} />
      <div className="profile-columns">
        <aside className="profile-left">
          <PlanList profile={profile} />
        </aside>
        <div className="card profile-panel profile-right">
          <div className="profile-share">
            <ShareButton name={profile.name} username={profile.username} />
          </div>
          <AboutMe about={profile.about} />
          <SocialLinks links={profile.social_media} />
          <ProfileFacts profile={profile} />
          <ReviewList profileRef={String(profile.id)} />
        </div>
      </div>
    </div>
  );
}

/** The light placeholder while a profile loads. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className="profile-view" aria-busy="true" aria-label={label}>
      <div className="card profile-header">
        <div className="skeleton profile-banner" />
        <div className="profile-identity">
          <div className="skeleton profile-photo" />
          <div className="profile-names">
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line short" />
          </div>
        </div>
      </div>
      <div className="profile-columns">
        <div className="skeleton skeleton-panel" />
        <div className="skeleton skeleton-panel tall" />
      </div>
    </div>
  );
}

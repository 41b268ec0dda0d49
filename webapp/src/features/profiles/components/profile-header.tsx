import { IoCalendarOutline, IoCreateOutline, IoLocationOutline } from "react-icons/io5";
import { Link } from "react-router-dom";
import {
  DEFAULT_AVATAR,
  DEFAULT_BANNER,
  DEVICES_PATH,
  EDIT_PROFILE_PATH,
  PROFILE_TEXTS as T,
  SCHEDULE_PATH,
} from "../constants";
import type { Profile } from "../types";
import { VerifiedBadge } from "../../../shared/professionals/verified-badge";
import { Picture } from "../../../shared/ui/picture";

// What profile-view.css shows them at. The banner spans the card (the page's column less the
// card's 1 px borders) and is the page's largest paint; the photo is 104 px, 132 px from
// 720 px, less its 4 px border.
const BANNER_SIZES = "(min-width: 960px) 926px, calc(100vw - 34px)";
const PHOTO_SIZES = "(min-width: 720px) 124px, 96px";

/** Banner, avatar, name, position, @username and place; the owner also gets the edit buttons. */
export function ProfileHeader({ profile, own }: { profile: Profile; own: boolean }) {
  const place = [profile.state, profile.country].filter(Boolean).join(", ");
  return (
    <header className="profile-header card">
      <Picture
        className="profile-banner"
        src={profile.banner || DEFAULT_BANNER}
        sources={profile.banner_sources}
        sizes={BANNER_SIZES}
        alt=""
        width={960}
        height={320}
        priority
      />
      <div className="profile-identity">
        <Picture
          className="profile-photo"
          src={profile.image || DEFAULT_AVATAR}
          sources={profile.image_sources}
          sizes={PHOTO_SIZES}
          alt={profile.name}
          width={132}
          height={132}
        />
        <div className="profile-names">
          <h1 className="profile-name">
            {profile.name}
            {profile.verified && <VerifiedBadge className="verified-badge" />}
          </h1>
          {profile.position && <p className="profile-position">{profile.position}</p>}
          <p className="profile-username">@{profile.username}</p>
          {place && (
            <p className="profile-place">
              <IoLocationOutline aria-hidden="true" /> {place}
            </p>
          )}
        </div>
        {own && (
          <div className="profile-owner-actions">
            <Link to={EDIT_PROFILE_PATH} className="button button-primary button-small">
              <IoCreateOutline aria-hidden="true" /> {T.editProfile}
            </Link>
            <Link to={SCHEDULE_PATH} className="button button-outline button-small">
              <IoCalendarOutline aria-hidden="true" /> {T.editSchedule}
            </Link>
            <Link to={DEVICES_PATH} className="profile-devices-link">
              {T.devices}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}

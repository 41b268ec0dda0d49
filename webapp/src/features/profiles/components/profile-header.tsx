import { useTranslation } from "react-i18next";
import { IoCalendarOutline, IoCreateOutline, IoLocationOutline } from "react-icons/io5";
import { Link } from "react-router-dom";
import { DEVICES_PATH, EDIT_PROFILE_PATH, SCHEDULE_PATH } from "../constants";
import type { Profile } from "../types";
import { VerifiedBadge } from "../../../shared/professionals/verified-badge";
import { Picture } from "../../../shared/ui/picture";
import type { PreloadedPicture } from "../../../shared/ui/preloaded-picture";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { DEFAULT_BANNER } from "../../../shared/ui/default-banner";

// What profile-view.css shows them at. The banner spans the card (the page's column less the
// card's 1 px borders) and is the page's largest paint; the photo is 104 px, 132 px from
// 720 px, less its 4 px border.
const BANNER_SIZES = "(min-width: 960px) 926px, calc(100vw - 34px)";
const PHOTO_SIZES = "(min-width: 720px) 124px, 96px";

/**
 * Banner, avatar, name, position, @username and place; the owner also gets the edit buttons.
 * Without `profile` (still loading), the placeholder of the same card: the banner the page's
 * HTML preloaded when there is one (`banner`), grey outlines for the rest.
 */
export function ProfileHeader({
  profile,
  own,
  professional = true,
  banner = null,
}: {
  profile?: Profile;
  own: boolean;
  /** False for a client's own page: no schedule to edit. */
  professional?: boolean;
  banner?: PreloadedPicture | null;
}) {
  return (
    <header className="profile-header card">
      <ProfileBanner profile={profile} preloaded={banner} />
      <div className="profile-identity">{profile ? <Identity profile={profile} own={own} professional={professional} /> : <IdentitySkeleton />}</div>
    </header>
  );
}

/**
 * The page's largest paint. The placeholder shows it in the very elements the loaded header
 * keeps (a Picture at the same place), with the same URLs and sizes: it paints as soon as the
 * app has run, and the API's answer then adds the JPEG fallback without a new picture or paint.
 */
function ProfileBanner({ profile, preloaded }: { profile?: Profile; preloaded: PreloadedPicture | null }) {
  const shared = { className: "profile-banner", alt: "", width: 960, height: 320, priority: true } as const;
  if (profile) {
    return <Picture {...shared} src={profile.banner || DEFAULT_BANNER} sources={profile.banner_sources} sizes={BANNER_SIZES} />;
  }
  if (!preloaded) return <div className="skeleton profile-banner" />;
  if ("src" in preloaded) return <Picture {...shared} src={preloaded.src} sizes={BANNER_SIZES} />;
  return <Picture {...shared} sources={preloaded.sources} sizes={preloaded.sizes || BANNER_SIZES} />;
}

function Identity({ profile, own, professional }: { profile: Profile; own: boolean; professional: boolean }) {
  const { t } = useTranslation("profiles");
  const place = [profile.state, profile.country].filter(Boolean).join(", ");
  return (
    <>
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
        {(profile.position || profile.category) && (
          <p className="profile-position">{[profile.category, profile.position].filter(Boolean).join(" · ")}</p>
        )}
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
            <IoCreateOutline aria-hidden="true" /> {t("Edit Profile")}
          </Link>
          {professional && (
            <Link to={SCHEDULE_PATH} className="button button-outline button-small">
              <IoCalendarOutline aria-hidden="true" /> {t("Edit Schedule")}
            </Link>
          )}
          <Link to={DEVICES_PATH} className="profile-devices-link">
            {t("Your devices")}
          </Link>
        </div>
      )}
    </>
  );
}

function IdentitySkeleton() {
  return (
    <>
      <div className="skeleton profile-photo" />
      <div className="profile-names">
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line skeleton-line-short" />
      </div>
    </>
  );
}

import { useTranslation } from "react-i18next";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { BannerImageSection } from "../components/banner-image-section";
import { BasicInfoForm } from "../components/basic-info-form";
import { ItemSection } from "../components/item-section";
import { ProfileImageSection } from "../components/profile-image-section";
import { SearchDetailsForm } from "../components/search-details-form";
import { PlansForm } from "../components/plans-form";
import { useMyProfile } from "../hooks/use-my-profile";
import { ITEM_SECTIONS } from "../lib/item-sections";
import "./edit-profile-page.css";

/**
 * /editProfile: loads the stored profile on open and reloads it after each successful save.
 * The forms take their starting values from the first load and keep what is being typed
 * across reloads (a skill added must not wipe an unsaved plan list).
 */
export function EditProfilePage() {
  const { t } = useTranslation("profiles");
  const { profile, error, loading, reload } = useMyProfile();

  return (
    <Page>
      <header className="edit-header">
        <h1 className="page-title">{t("Profile")}</h1>
        <p className="muted">{t("Manage your Profile settings")}</p>
      </header>
      {!profile && loading && <div className="skeleton edit-skeleton" aria-busy="true" aria-label={t("Please Wait...")} />}
      <FormMessage text={profile ? null : error} />
      {profile && (
        <div className="edit-sections">
          <ProfileImageSection image={profile.image} imageSources={profile.image_sources} onSaved={reload} />
          <BannerImageSection banner={profile.banner} bannerSources={profile.banner_sources} onSaved={reload} />
          <BasicInfoForm profile={profile} onSaved={reload} />
          <SearchDetailsForm profile={profile} onSaved={reload} />
          <PlansForm profile={profile} onSaved={reload} />
          {ITEM_SECTIONS.map((section) => (
            <ItemSection key={section.key} section={section} profile={profile} onSaved={reload} />
          ))}
        </div>
      )}
    </Page>
  );
}

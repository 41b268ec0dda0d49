import { useAsyncData } from "../../../shared/hooks/use-async-data";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { getMyProfile } from "../api/get-my-profile";
import { BannerImageSection } from "../components/banner-image-section";
import { BasicInfoForm } from "../components/basic-info-form";
import { ItemSection } from "../components/item-section";
import { ProfileImageSection } from "../components/profile-image-section";
import { SearchDetailsForm } from "../components/search-details-form";
import { SessionsForm } from "../components/sessions-form";
import { EDIT_TEXTS as T, PROFILE_TEXTS } from "../constants";
import { ITEM_SECTIONS } from "../lib/item-sections";
import "./edit-profile-page.css";

/**
 * /editProfile: loads the stored profile on open and reloads it after each successful save.
 * The forms take their starting values from the first load and keep what is being typed
 * across reloads (a skill added must not wipe an unsaved session list).
 */
export function EditProfilePage() {
  const { data: profile, error, loading, reload } = useAsyncData(getMyProfile);

  return (
    <Page>
      <header className="edit-header">
        <h1 className="page-title">{T.title}</h1>
        <p className="muted">{T.subtitle}</p>
      </header>
      {!profile && loading && <div className="skeleton edit-skeleton" aria-busy="true" aria-label={PROFILE_TEXTS.loading} />}
      <FormMessage text={profile ? null : error} />
      {profile && (
        <div className="edit-sections">
          <ProfileImageSection image={profile.image} onSaved={reload} />
          <BannerImageSection banner={profile.banner} onSaved={reload} />
          <BasicInfoForm profile={profile} onSaved={reload} />
          <SearchDetailsForm profile={profile} onSaved={reload} />
          <SessionsForm profile={profile} onSaved={reload} />
          {ITEM_SECTIONS.map((section) => (
            <ItemSection key={section.key} section={section} profile={profile} onSaved={reload} />
          ))}
        </div>
      )}
    </Page>
  );
}

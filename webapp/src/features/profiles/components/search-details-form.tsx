import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { saveSearchDetails } from "../api/save-search-details";
import { EDIT_TEXTS as T } from "../constants";
import { useSave } from "../hooks/use-save";
import type { Profile } from "../types";
import { CategoryField } from "./category-field";
import { EditSection } from "./edit-section";
import { SaveButton } from "./form-fields";

/** Service Category and Search Keywords, both required. */
export function SearchDetailsForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation("profiles");
  const [category, setCategory] = useState(profile.category);
  const [searchTags, setSearchTags] = useState(profile.search_tags);
  const { run, busy, errors, setErrors, message } = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!category.trim()) missing.category = T.required;
    if (!searchTags.trim()) missing.search_tags = T.required;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    if (await run(() => saveSearchDetails({ category, search_tags: searchTags }))) onSaved();
  };

  return (
    <EditSection heading={t("Search Details")}>
      <form onSubmit={submit} noValidate className="edit-form">
        <div className="edit-grid">
          <CategoryField value={category} onChange={setCategory} error={errors.category} />
          <TextField
            label={t("Search Keywords")}
            value={searchTags}
            onChange={(event) => setSearchTags(event.target.value)}
            required
            error={errors.search_tags}
          />
        </div>
        <SaveButton busy={busy} />
        <FormMessage text={message} />
      </form>
    </EditSection>
  );
}

import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../shared/ui/text-field";
import { FormMessage } from "../../../shared/ui/form-message";
import { saveBasicInfo } from "../api/save-basic-info";
import { EDIT_TEXTS as T } from "../constants";
import { useSave } from "../hooks/use-save";
import type { BasicInfo, Profile } from "../types";
import { EditSection } from "./edit-section";
import { SaveButton, TextAreaField } from "./form-fields";

function initial(profile: Profile): BasicInfo {
  const { name, position, about, country, state } = profile;
  return { name, email: profile.email ?? "", position, about, country, state };
}

/** Name and Email are required; the rest may stay empty. */
export function BasicInfoForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation("profiles");
  const [info, setInfo] = useState(() => initial(profile));
  const { run, busy, errors, setErrors, message } = useSave();
  const set = (key: keyof BasicInfo) => (event: { target: { value: string } }) =>
    setInfo((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!info.name.trim()) missing.name = T.required;
    if (!info.email.trim()) missing.email = T.required;
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    if (await run(() => saveBasicInfo(info))) onSaved();
  };

  return (
    <EditSection heading={t("Basic info")}>
      <form onSubmit={submit} noValidate className="edit-form">
        <div className="edit-grid">
          <TextField label={t("Name")} value={info.name} onChange={set("name")} required error={errors.name} autoComplete="name" />
          <TextField
            label={t("Email")}
            type="email"
            value={info.email}
            onChange={set("email")}
            required
            error={errors.email}
            autoComplete="email"
          />
          <TextField label={t("Position")} value={info.position} onChange={set("position")} error={errors.position} />
          <TextField label={t("Country")} value={info.country} onChange={set("country")} error={errors.country} autoComplete="country-name" />
          <TextField label={t("State")} value={info.state} onChange={set("state")} error={errors.state} autoComplete="address-level1" />
        </div>
        <TextAreaField label={t("About")} value={info.about} onChange={set("about")} error={errors.about} rows={5} />
        <SaveButton busy={busy} />
        <FormMessage text={message} />
      </form>
    </EditSection>
  );
}

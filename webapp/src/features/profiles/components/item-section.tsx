import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { IoTrashOutline } from "react-icons/io5";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { addItem } from "../api/add-item";
import { deleteItem } from "../api/delete-item";
import { useSave } from "../hooks/use-save";
import { listedItems, requiredErrors, type ItemSection as Section, type ItemValues } from "../lib/item-sections";
import type { Profile } from "../types";
import { EditSection } from "./edit-section";

/** A list section (skills, education, ...): Add posts at once, each delete removes at once. */
export function ItemSection({ section, profile, onSaved }: { section: Section; profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation("profiles");
  const [values, setValues] = useState<ItemValues>({});
  const { run, busy, errors, setErrors, message } = useSave();
  const items = listedItems(profile, section);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredErrors(section, values);
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const fields = Object.fromEntries(section.fields.map((f) => [f.name, values[f.name]?.trim() ?? ""]));
    if (await run(() => addItem(section.key, fields))) {
      setValues({});
      onSaved();
    }
  };

  const remove = async (id: number) => {
    if (await run(() => deleteItem(section.key, id))) onSaved();
  };

  return (
    <EditSection heading={section.heading}>
      <form onSubmit={add} noValidate className="item-form">
        <div className={section.fields.length > 1 ? "edit-grid edit-grid-3" : "item-single"}>
          {section.fields.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ""}
              onChange={(e) => setValues((current) => ({ ...current, [field.name]: e.target.value }))}
              required
              error={errors[field.name]}
            />
          ))}
        </div>
        <button type="submit" className="button button-outline" disabled={busy}>
          {t("Add")}
        </button>
      </form>
      <FormMessage text={Object.keys(errors).length ? null : message} />
      {items.length > 0 && (
        <ul className="edit-items">
          {items.map((item) => (
            <li key={item.id} className="edit-item">
              <div>
                <p className="edit-item-title">{item.title}</p>
                {item.detail && <p className="edit-item-detail">{item.detail}</p>}
              </div>
              <button
                type="button"
                className="icon-button delete-button"
                aria-label={t("Delete {{name}}", { name: item.title })}
                disabled={busy}
                onClick={() => remove(item.id)}
              >
                <IoTrashOutline aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </EditSection>
  );
}

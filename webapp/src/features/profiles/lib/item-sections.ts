import { i18n } from "../../../shared/i18n/i18n";
import { EDIT_TEXTS } from "../constants";
import type { ItemFields, Profile } from "../types";

export type ItemSectionKey = "skills" | "education" | "languages" | "experience" | "social_media" | "awards";
export type ItemFieldName = keyof ItemFields;

export interface ItemSection {
  key: ItemSectionKey;
  heading: string;
  /** Inputs of the add form, in order; the first one names an item ("Delete <value>"). */
  fields: { name: ItemFieldName; label: string }[];
}

const t = i18n.getFixedT(null, "profiles");

/** The list sections of /editProfile, in the spec's order, with their add forms (texts translated when shown). */
export const ITEM_SECTIONS: ItemSection[] = [
  {
    key: "skills",
    get heading() { return t("Skills / Services"); },
    fields: [{ name: "skill", get label() { return t("Skill"); } }],
  },
  {
    key: "education",
    get heading() { return t("Education"); },
    fields: [
      { name: "college", get label() { return t("School / College"); } },
      { name: "course", get label() { return t("Course"); } },
      { name: "pass_year", get label() { return t("Pass Year"); } },
    ],
  },
  {
    key: "languages",
    get heading() { return t("Languages"); },
    fields: [{ name: "language", get label() { return t("Language"); } }],
  },
  {
    key: "experience",
    get heading() { return t("Experience"); },
    fields: [
      { name: "company", get label() { return t("Company"); } },
      { name: "position", get label() { return t("Position"); } },
      { name: "year", get label() { return t("Year"); } },
    ],
  },
  {
    key: "social_media",
    get heading() { return t("Social Media"); },
    fields: [{ name: "link", get label() { return t("Link"); } }],
  },
  {
    key: "awards",
    get heading() { return t("Awards"); },
    fields: [{ name: "award", get label() { return t("Award"); } }],
  },
];

export type ItemValues = Partial<Record<ItemFieldName, string>>;

/** Every field of an add form is required: an error per empty field (none means "send it"). */
export function requiredErrors(section: ItemSection, values: ItemValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of section.fields) {
    if (!values[field.name]?.trim()) errors[field.name] = EDIT_TEXTS.required;
  }
  return errors;
}

export interface ListedItem {
  id: number;
  /** The main value, e.g. the skill or the college. */
  title: string;
  /** The other values joined, e.g. "B.Tech · 2019". */
  detail: string;
}

/** A section's stored items as plain rows for the editor's list. */
export function listedItems(profile: Profile, section: ItemSection): ListedItem[] {
  const rows = profile[section.key] as unknown as ({ id: number } & Record<string, unknown>)[];
  return rows.map((row) => {
    const [main, ...rest] = section.fields.map((field) => String(row[field.name] ?? ""));
    return { id: row.id, title: main, detail: rest.filter(Boolean).join(" · ") };
  });
}

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

/** The list sections of /editProfile, in the spec's order, with their add forms. */
export const ITEM_SECTIONS: ItemSection[] = [
  { key: "skills", heading: "Skills / Services", fields: [{ name: "skill", label: "Skill" }] },
  {
    key: "education",
    heading: "Education",
    fields: [
      { name: "college", label: "School / College" },
      { name: "course", label: "Course" },
      { name: "pass_year", label: "Pass Year" },
    ],
  },
  { key: "languages", heading: "Languages", fields: [{ name: "language", label: "Language" }] },
  {
    key: "experience",
    heading: "Experience",
    fields: [
      { name: "company", label: "Company" },
      { name: "position", label: "Position" },
      { name: "year", label: "Year" },
    ],
  },
  { key: "social_media", heading: "Social Media", fields: [{ name: "link", label: "Link" }] },
  { key: "awards", heading: "Awards", fields: [{ name: "award", label: "Award" }] },
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

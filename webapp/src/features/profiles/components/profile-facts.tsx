import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Profile } from "../types";

interface FactListProps<Item> {
  id: string;
  heading: string;
  empty: string | null;
  items: Item[];
  render: (item: Item) => ReactNode;
  chips?: boolean;
}

function FactList<Item extends { id: number }>({ id, heading, empty, items, render, chips }: FactListProps<Item>) {
  if (items.length === 0 && empty === null) return null;
  return (
    <section className="profile-block" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className={chips ? "chip-list" : "fact-list"}>
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Skills, languages, experience, qualification and (only when there are any) awards; with
 * `hideEmpty`, only those there are. */
export function ProfileFacts({ profile, hideEmpty = false }: { profile: Profile; hideEmpty?: boolean }) {
  const { t } = useTranslation("profiles");
  const empty = (text: string) => (hideEmpty ? null : text);
  return (
    <>
      <FactList id="skills-heading" heading={t("Skills / Services")} empty={empty(t("Skills Not Added"))} items={profile.skills} chips render={(s) => s.skill} />
      <FactList
        id="languages-heading"
        heading={t("Languages")}
        empty={empty(t("Languages Not Added"))}
        items={profile.languages}
        chips
        render={(l) => l.language}
      />
      <FactList
        id="experience-heading"
        heading={t("Experience")}
        empty={empty(t("Experience Not Added"))}
        items={profile.experience}
        render={(e) => (
          <>
            <p className="fact-title">{e.company}</p>
            <p className="fact-detail">
              {e.position} · {e.year}
            </p>
          </>
        )}
      />
      <FactList
        id="qualification-heading"
        heading={t("Qualification")}
        empty={empty(t("Qualification Not Added"))}
        items={profile.education}
        render={(e) => (
          <>
            <p className="fact-title">{e.college}</p>
            <p className="fact-detail">
              {e.course} · {e.pass_year}
            </p>
          </>
        )}
      />
      <FactList id="awards-heading" heading={t("Awards")} empty={null} items={profile.awards} render={(a) => a.award} />
    </>
  );
}

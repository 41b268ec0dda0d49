import { useState } from "react";
import { useTranslation } from "react-i18next";
import { aboutPreview } from "../lib/about-preview";

/** "About Me" with a 50-word preview and a Read More / Less toggle; nothing when empty. */
export function AboutMe({ about }: { about: string }) {
  const { t } = useTranslation("profiles");
  const [expanded, setExpanded] = useState(false);
  const preview = aboutPreview(about);
  if (!about.trim()) return null;
  return (
    <section className="profile-block" aria-labelledby="about-heading">
      <h2 id="about-heading">{t("About Me")}</h2>
      <p className="profile-about">{expanded ? about.trim() : preview.text}</p>
      {preview.truncated && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t("Less") : t("Read More")}
        </button>
      )}
    </section>
  );
}

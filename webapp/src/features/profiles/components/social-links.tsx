import { useTranslation } from "react-i18next";
import type { IconType } from "react-icons";
import { FaFacebook, FaGithub, FaGlobe, FaInstagram, FaLinkedin, FaXTwitter, FaYoutube } from "react-icons/fa6";
import { linkHost, normaliseLink, socialSite, type SocialSite } from "../lib/social-link";
import type { Profile } from "../types";

const ICONS: Record<SocialSite, IconType> = {
  linkedin: FaLinkedin,
  twitter: FaXTwitter,
  instagram: FaInstagram,
  facebook: FaFacebook,
  youtube: FaYoutube,
  github: FaGithub,
  other: FaGlobe,
};

/** Icon links opening in a new tab; each is named by its host (e.g. "linkedin.com"). */
export function SocialLinks({ links }: { links: Profile["social_media"] }) {
  const { t } = useTranslation("profiles");
  return (
    <section className="profile-block" aria-labelledby="social-heading">
      <h2 id="social-heading">{t("Social Media")}</h2>
      {links.length === 0 ? (
        <p className="muted">{t("Social Medias Not Added")}</p>
      ) : (
        <ul className="social-links">
          {links.map(({ id, link }) => {
            const Icon = ICONS[socialSite(link)];
            const host = linkHost(link);
            return (
              <li key={id}>
                <a
                  href={normaliseLink(link)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={host}
                  title={host}
                  className={`social-link social-${socialSite(link)}`}
                >
                  <Icon aria-hidden="true" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

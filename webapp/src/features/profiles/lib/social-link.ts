export type SocialSite = "linkedin" | "twitter" | "instagram" | "facebook" | "youtube" | "github" | "other";

const SITES: [SocialSite, RegExp][] = [
  ["linkedin", /(^|\.)linkedin\.com$|(^|\.)lnkd\.in$/],
  ["twitter", /(^|\.)twitter\.com$|(^|\.)x\.com$/],
  ["instagram", /(^|\.)instagram\.com$|(^|\.)instagr\.am$/],
  ["facebook", /(^|\.)facebook\.com$|(^|\.)fb\.com$|(^|\.)fb\.me$/],
  ["youtube", /(^|\.)youtube\.com$|(^|\.)youtu\.be$/],
  ["github", /(^|\.)github\.com$/],
];

/**
 * Links are stored as typed (no format check): "linkedin.com/in/x" still needs a scheme, and
 * anything but http(s) (javascript:, data:) is made harmless by the https:// prefix.
 */
export function normaliseLink(link: string): string {
  const trimmed = link.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** The host shown as the link's accessible name, without "www."; the raw text when unparsable. */
export function linkHost(link: string): string {
  try {
    return new URL(normaliseLink(link)).hostname.replace(/^www\./, "");
  } catch {
    return link.trim();
  }
}

export function socialSite(link: string): SocialSite {
  const host = linkHost(link).toLowerCase();
  return SITES.find(([, pattern]) => pattern.test(host))?.[0] ?? "other";
}

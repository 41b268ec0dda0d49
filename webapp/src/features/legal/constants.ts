export const LEGAL_TEXTS = {
  terms: "Terms and Conditions",
  privacy: "Privacy Policy",
  about: "About Us",
  lastUpdated: "Last updated",
  related: "Related pages",
  contact: "Support and Report",
} as const;

export const LAST_UPDATED = "1 June 2025";
export const MINIMUM_AGE = 13;
export const SUPPORT_PATH = "/support";

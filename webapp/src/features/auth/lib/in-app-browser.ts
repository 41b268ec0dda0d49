/**
 * Markers that social-media apps put in the user agent of their built-in browsers, where
 * sign-in is refused (spec: validation rules). Case matters: "Line/" must not match "Online/".
 */
const IN_APP_MARKERS = [
  "FBAN",
  "FBAV",
  "FB_IAB",
  "FBIOS",
  "Instagram",
  "Line/",
  "Twitter",
  "LinkedInApp",
  "Snapchat",
  "WhatsApp",
  "MicroMessenger",
  "musical_ly",
  "BytedanceWebview",
  "Pinterest",
];

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_MARKERS.some((marker) => userAgent.includes(marker));
}

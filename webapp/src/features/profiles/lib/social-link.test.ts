import { describe, expect, it } from "vitest";
import { linkHost, normaliseLink, socialSite } from "./social-link";

describe("social links", () => {
  it("names a link by its host", () => {
    expect(linkHost("https://www.linkedin.com/in/asha")).toBe("linkedin.com");
    expect(linkHost("github.com/asha")).toBe("github.com");
  });

  it("recognises the known sites and falls back to other", () => {
    expect(socialSite("https://x.com/asha")).toBe("twitter");
    expect(socialSite("https://twitter.com/asha")).toBe("twitter");
    expect(socialSite("https://m.youtube.com/@asha")).toBe("youtube");
    expect(socialSite("instagram.com/asha")).toBe("instagram");
    expect(socialSite("https://fb.com/asha")).toBe("facebook");
    expect(socialSite("https://ashasite.in")).toBe("other");
    expect(socialSite("https://notlinkedin.com")).toBe("other");
  });

  it("adds https:// to links typed without it and defuses other schemes", () => {
    expect(normaliseLink("linkedin.com/in/asha")).toBe("https://linkedin.com/in/asha");
    expect(normaliseLink("http://a.in")).toBe("http://a.in");
    expect(normaliseLink("javascript:alert(1)")).toBe("https://javascript:alert(1)");
  });
});

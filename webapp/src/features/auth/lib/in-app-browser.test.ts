import { describe, expect, it } from "vitest";
import { isInAppBrowser } from "./in-app-browser";

const android = "Mozilla/5.0 (Linux; Android 14; SM-S918B; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36";
const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

describe("isInAppBrowser", () => {
  it.each([
    ["Facebook (Android)", `${android} [FB_IAB/FB4A;FBAV/466.0.0.45.79;]`],
    ["Facebook (iOS)", `${iphone} [FBAN/FBIOS;FBAV/470.0.0.43.109;FBBV/611155584]`],
    ["Instagram", `${iphone} Instagram 337.0.3.23.54 (iPhone15,2; iOS 17_5; en_IN)`],
    ["LINE", `${iphone} Safari Line/14.8.0`],
    ["Twitter", `${iphone} Twitter for iPhone/10.48`],
    ["LinkedIn", `${iphone} [LinkedInApp]/9.29.7944`],
    ["Snapchat", `${iphone} Snapchat/13.1.0.38 (like Safari/8617.2.4.10.8, panda)`],
    ["WhatsApp", `WhatsApp/2.24.12.78 A`],
  ])("detects %s", (_, ua) => {
    expect(isInAppBrowser(ua)).toBe(true);
  });

  it.each([
    ["Chrome on Android", "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36"],
    ["Safari on iPhone", `${iphone.replace("Mobile/15E148", "Version/17.5 Mobile/15E148 Safari/604.1")}`],
    ["Firefox on Windows", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0"],
    ["a UA mentioning Online/", "Mozilla/5.0 SomeBot Online/1.0"],
  ])("lets %s through", (_, ua) => {
    expect(isInAppBrowser(ua)).toBe(false);
  });
});

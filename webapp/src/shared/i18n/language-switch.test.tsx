// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../session/session-store";
import { fakeApi, sentBodies } from "../testing/fake-api";
import { renderWithQuery } from "../testing/query-wrapper";
import { i18n } from "./i18n";
import { LanguageSwitch } from "./language-switch";
import { pageLanguage } from "./language";

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("en"));
  document.documentElement.lang = "en";
  document.cookie = "lang=; Max-Age=0; Path=/";
  useSession.setState({ token: null, user: null });
  vi.unstubAllGlobals();
});

describe("the language switch", () => {
  it("names the other language in itself and shows the site in it, Hindi's texts loaded", async () => {
    const fetchMock = vi.fn(fakeApi({}));
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<LanguageSwitch />);
    fireEvent.click(screen.getByRole("button", { name: "Show the site in हिन्दी" }));

    // Now in Hindi: the button offers English, its label in Hindi from the catalogue.
    expect(await screen.findByRole("button", { name: "साइट English में दिखाएँ" })).toHaveProperty("lang", "en");
    expect(document.documentElement.lang).toBe("hi");
    expect(document.cookie).toContain("lang=hi");
    expect(i18n.t("Sign In")).toBe("साइन इन करें");
    // A visitor's choice stays on the device only.
    expect(sentBodies(fetchMock, "PUT", "/auth/language")).toEqual([]);
  });

  it("keeps a signed-in user's choice on the account", async () => {
    useSession.setState({ token: "t0ken" });
    localStorage.setItem("token", "t0ken");
    const fetchMock = vi.fn(fakeApi({ "PUT /auth/language": () => new Response(null, { status: 204 }) }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithQuery(<LanguageSwitch />);
    fireEvent.click(screen.getByRole("button", { name: "Show the site in हिन्दी" }));
    await screen.findByRole("button", { name: "साइट English में दिखाएँ" });
    await vi.waitFor(() => expect(sentBodies(fetchMock, "PUT", "/auth/language")).toEqual([{ language: "hi" }]));
    localStorage.removeItem("token");
  });
});

describe("the page's language", () => {
  it("is the one the server wrote in <html lang>, else English", () => {
    document.documentElement.lang = "hi";
    expect(pageLanguage()).toBe("hi");
    document.documentElement.lang = "fr";
    expect(pageLanguage()).toBe("en");
  });
});

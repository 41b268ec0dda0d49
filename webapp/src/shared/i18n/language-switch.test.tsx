// @vitest-environment jsdom
import { useQuery } from "@tanstack/react-query";
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

  it("refetches what the server wrote once the account's language is saved, not before", async () => {
    useSession.setState({ token: "t0ken" });
    localStorage.setItem("token", "t0ken");
    const calls: string[] = [];
    let save = () => {};
    vi.stubGlobal("fetch", vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      if (init?.method === "PUT") {
        await new Promise<void>((resolve) => (save = resolve));
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ items: [], page: 1, has_next: false }));
    }));
    function Notifications() {
      useQuery({ queryKey: ["notifications"], queryFn: () => fetch("/api/v1/notifications?page=1").then((r) => r.json()) });
      return null;
    }
    renderWithQuery(<><LanguageSwitch /><Notifications /></>);
    await vi.waitFor(() => expect(calls).toEqual(["GET /api/v1/notifications?page=1"]));
    fireEvent.click(screen.getByRole("button", { name: "Show the site in हिन्दी" }));
    await screen.findByRole("button", { name: "साइट English में दिखाएँ" });
    // Written in the account's language: a refetch before it is saved would still be English.
    expect(calls).toEqual(["GET /api/v1/notifications?page=1", "PUT /api/v1/auth/language"]);
    act(() => save());
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toBe("GET /api/v1/notifications?page=1");
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

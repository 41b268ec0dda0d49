// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { makeProfile, stubApi, type Call } from "../testing/profile-fixture";
import type { Review } from "../types";
import { OwnProfilePage } from "./own-profile-page";
import { PublicProfilePage } from "./public-profile-page";
import { stubIntersectionObserver } from "../../../shared/testing/fake-intersection-observer";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import { PATHS } from "../../../shared/routing/paths";

const review = (id: number): Review => ({
  id,
  client_name: `Client ${id}`,
  client_image: null,
  client_image_sources: null,
  client_position: "Engineer",
  text: `Review ${id}`,
  created_at: "2025-01-01T10:00:00Z",
});

function Probe() {
  const location = useLocation();
  return <p>at {location.pathname} with {JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/v/:id", element: <PublicProfilePage /> },
      { path: "/view/:id", element: <PublicProfilePage /> },
      { path: "/account", element: <OwnProfilePage /> },
      { path: "*", element: <Probe /> },
    ],
    { initialEntries: [path] },
  );
  renderWithQuery(<RouterProvider router={router} />);
}

const heading = (name: string) => screen.getByRole("heading", { level: 2, name });

describe("profile pages", () => {
  let calls: Call[] = [];
  beforeEach(() => useSession.setState({ token: null, user: null }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.title = "";
  });

  it("shows a public profile with its plans, sections and empty texts, and sets the title", async () => {
    const profile = makeProfile({
      plans: [{ id: 3, name: "Video call", type: "Online", price: 1500, duration_minutes: 30 }],
      social_media: [],
      skills: [],
      languages: [],
      experience: [],
      education: [],
      awards: [],
    });
    calls = stubApi((call) => {
      if (call.url === "/api/v1/profiles/asharao12345") return { body: profile };
      if (call.url === "/api/v1/profiles/7/reviews?page=1") return { body: { items: [], page: 1, has_next: false } };
      return undefined;
    });
    renderAt("/v/asharao12345");
    expect(await screen.findByRole("heading", { level: 1, name: /Asha Rao/ })).toBeTruthy();
    expect(screen.getByRole("img", { name: "Verified" })).toBeTruthy();
    expect(screen.getByText("@asharao12345")).toBeTruthy();
    expect(screen.getByText("₹1,500")).toBeTruthy();
    expect(screen.getByText("30 min")).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Asha Rao - Consultation Marketplace"));
    // The right panel follows the header and plans in a second pass.
    expect(await screen.findByRole("heading", { level: 2, name: "About Me" })).toBeTruthy();
    for (const name of ["Appointment Plans", "About Me", "Social Media", "Skills / Services", "Languages", "Experience", "Qualification", "Reviews"]) {
      expect(heading(name)).toBeTruthy();
    }
    expect(screen.queryByRole("heading", { name: "Awards" })).toBeNull();
    for (const text of ["Social Medias Not Added", "Skills Not Added", "Languages Not Added", "Experience Not Added", "Qualification Not Added"]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(await screen.findByText("No Reviews")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Edit Profile/ })).toBeNull();
    expect(screen.getByRole("img", { name: "Asha Rao" }).getAttribute("src")).toBe("/default-avatar.svg");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book Appointment" })));
    expect(screen.getByText('at /signup with {"link":"asharao12345"}')).toBeTruthy();
  });

  it("asks for the portrait's small copies and loads the banner first", async () => {
    const copies = (name: string, widths: number[]) => ({
      webp: widths.map((w) => `/media/${name}-${w}.webp ${w}w`).join(", "),
      jpeg: widths.map((w) => `/media/${name}-${w}.jpg ${w}w`).join(", "),
    });
    const profile = makeProfile({
      image: "/media/asha.jpg",
      image_sources: copies("asha", [96, 192, 400]),
      banner: "/media/banner.jpg",
      banner_sources: copies("banner", [480, 960]),
    });
    stubApi((call) => {
      if (call.url === "/api/v1/profiles/asharao12345") return { body: profile };
      if (call.url === "/api/v1/profiles/7/reviews?page=1") return { body: { items: [], page: 1, has_next: false } };
      return undefined;
    });
    renderAt("/v/asharao12345");
    const portrait = await screen.findByRole("img", { name: "Asha Rao" });
    // The photo is shown at 96 (124 from 720 px) CSS pixels: a 1x screen takes the 96w copy.
    expect(portrait.getAttribute("sizes")).toBe("(min-width: 720px) 124px, 96px");
    expect(portrait.getAttribute("srcset")).toBe(profile.image_sources?.jpeg);
    expect(portrait.closest("picture")?.querySelector("source")?.getAttribute("srcset")).toBe(profile.image_sources?.webp);
    expect(portrait.getAttribute("loading")).toBe("lazy");

    const banner = document.querySelector(".profile-banner") as HTMLImageElement;
    expect(banner.getAttribute("src")).toBe("/media/banner.jpg");
    expect(banner.getAttribute("srcset")).toBe(profile.banner_sources?.jpeg);
    expect(banner.getAttribute("loading")).toBe("eager");
    expect(banner.getAttribute("fetchpriority")).toBe("high");
  });

  it("lists social links by host, awards when present, and toggles a long About Me", async () => {
    const about = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    stubApi((call) =>
      call.url.includes("/reviews")
        ? { body: { items: [], page: 1, has_next: false } }
        : { body: makeProfile({ about, awards: [{ id: 1, award: "Best Mediator" }] }) },
    );
    renderAt("/view/7");
    const link = await screen.findByRole("link", { name: "linkedin.com" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(heading("Awards")).toBeTruthy();
    expect(screen.getByText("Best Mediator")).toBeTruthy();
    expect(screen.queryByText(/word55/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Read More" }));
    expect(screen.getByText(/word59/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Less" }));
    expect(screen.queryByText(/word59/)).toBeNull();
  });

  it("loads reviews of the shown professional and appends the next page on Next", async () => {
    calls = stubApi((call) => {
      if (call.url === "/api/v1/profiles/7/reviews?page=1") {
        return { body: { items: Array.from({ length: 10 }, (_, i) => review(i + 1)), page: 1, has_next: true } };
      }
      if (call.url === "/api/v1/profiles/7/reviews?page=2") return { body: { items: [review(11)], page: 2, has_next: false } };
      return { body: makeProfile() };
    });
    renderAt("/view/7");
    expect(await screen.findByText("Review 10")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next" })));
    expect(await screen.findByText("Review 11")).toBeTruthy();
    expect(screen.getByText("Review 1")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Next" })).toBeNull());
  });

  it("shows the banner the page's HTML preloads while the profile loads, not another page's", async () => {
    // What marketplace/preloads.py writes for a profile with a banner.
    const link = document.createElement("link");
    const attributes = {
      rel: "preload",
      as: "image",
      type: "image/webp",
      imagesrcset: "/media/banner-480.webp 480w, /media/banner-960.webp 960w",
      imagesizes: "(min-width: 960px) 926px, calc(100vw - 34px)",
      fetchpriority: "high",
    };
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
    try {
      let answer!: (profile: Response) => void;
      vi.stubGlobal(
        "fetch",
        vi.fn((url: string) =>
          url.includes("/reviews")
            ? Promise.resolve(new Response(JSON.stringify({ items: [], page: 1, has_next: false })))
            : new Promise<Response>((resolve) => (answer = resolve)),
        ),
      );
      // The HTML was served for the page shown (the memory router leaves window.location as it is).
      const served = vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ name: window.location.href } as PerformanceEntry]);
      renderAt("/v/asharao12345");
      const loading = screen.getByRole("status", { name: "Please Wait..." });
      const banner = loading.querySelector("img.profile-banner") as HTMLImageElement;
      expect(banner.getAttribute("fetchpriority")).toBe("high");
      const source = banner.closest("picture")?.querySelector("source");
      expect(source?.getAttribute("srcset")).toBe("/media/banner-480.webp 480w, /media/banner-960.webp 960w");
      expect(source?.getAttribute("sizes")).toBe("(min-width: 960px) 926px, calc(100vw - 34px)");
      expect(source?.getAttribute("type")).toBe("image/webp");

      // The profile comes: the same picture stays, now with its JPEG fallback.
      const profile = makeProfile({
        banner: "/media/banner.jpg",
        banner_sources: { webp: attributes.imagesrcset, jpeg: "/media/banner-480.jpg 480w, /media/banner-960.jpg 960w" },
      });
      answer(new Response(JSON.stringify(profile)));
      expect(await screen.findByRole("heading", { level: 1, name: /Asha Rao/ })).toBeTruthy();
      expect(document.querySelector("img.profile-banner")).toBe(banner);
      expect(banner.getAttribute("src")).toBe("/media/banner.jpg");
      expect(banner.getAttribute("srcset")).toBe(profile.banner_sources?.jpeg);
      // The page's placeholder is gone (the reviews below may still be on their way).
      expect(banner.closest(".profile-view")?.getAttribute("aria-busy")).toBeNull();
      cleanup();

      // Moved here within the app: that banner belongs to the page the HTML was for.
      served.mockReturnValue([{ name: `${window.location.origin}/e/3` } as PerformanceEntry]);
      renderAt("/v/asharao12345");
      const placeholder = screen.getByRole("status", { name: "Please Wait..." });
      expect(placeholder.querySelector("img")).toBeNull();
      expect(placeholder.querySelector(".skeleton.profile-banner")).toBeTruthy();
    } finally {
      link.remove();
    }
  });

  it("asks for the reviews only as the visitor nears them", async () => {
    const { scrollNear } = stubIntersectionObserver();
    calls = stubApi((call) =>
      call.url === "/api/v1/profiles/7/reviews?page=1"
        ? { body: { items: [review(1)], page: 1, has_next: false } }
        : { body: makeProfile() },
    );
    renderAt("/v/asharao12345");
    const reviews = (await screen.findByRole("heading", { level: 2, name: "Reviews" })).closest("section")!;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The packages on sale (a small list beside the profile) are asked for at once.
    const asked = () => calls.map((c) => c.url).filter((url) => !url.endsWith("/packages"));
    expect(asked()).toEqual(["/api/v1/profiles/asharao12345"]);
    expect(within(reviews).getByRole("status", { name: "Please Wait..." })).toBeTruthy();
    expect(within(reviews).queryByText("No Reviews")).toBeNull();

    scrollNear();
    expect(await within(reviews).findByText("Review 1")).toBeTruthy();
    expect(asked()).toEqual(["/api/v1/profiles/asharao12345", "/api/v1/profiles/7/reviews?page=1"]);
  });

  it("says Profile not found. with ways on to a search and home for an unknown profile", async () => {
    stubApi(() => ({ status: 404, body: { message: "Profile not found." } }));
    renderAt("/v/nobody");
    expect(await screen.findByRole("heading", { name: "Profile not found." })).toBeTruthy();
    expect(screen.getByText(/No professional is listed at this link/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search professionals" }).getAttribute("href")).toBe(PATHS.search);
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("copies the link and says so where the browser has no share sheet", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    stubApi((call) => (call.url.includes("/reviews") ? { body: { items: [], page: 1, has_next: false } } : { body: makeProfile() }));
    const shown = renderHook(() => useToasterStore()).result;
    renderAt("/v/asharao12345");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await vi.waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Link copied to the clipboard."));
    act(() => toast.remove());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/v/asharao12345`);
    expect(alert).not.toHaveBeenCalled();
  });

  it("falls back to the spec's alert where the browser can neither share nor copy", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: undefined });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    stubApi((call) => (call.url.includes("/reviews") ? { body: { items: [], page: 1, has_next: false } } : { body: makeProfile() }));
    renderAt("/v/asharao12345");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Web Share API is not supported in your browser."));
  });

  it("shares {origin}/v/{username} where the browser can", async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    stubApi((call) => (call.url.includes("/reviews") ? { body: { items: [], page: 1, has_next: false } } : { body: makeProfile() }));
    renderAt("/view/7");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({ title: "Asha Rao", url: `${window.location.origin}/v/asharao12345` });
  });

  it("shows the owner's edit links on /account", async () => {
    useSession.setState({ token: "tok" });
    calls = stubApi((call) =>
      call.url === "/api/v1/profiles/me" ? { body: makeProfile() } : { body: { items: [], page: 1, has_next: false } },
    );
    renderAt("/account");
    expect((await screen.findByRole("link", { name: "Edit Profile" })).getAttribute("href")).toBe("/editProfile");
    expect(screen.getByRole("link", { name: "Edit Schedule" }).getAttribute("href")).toBe(PATHS.schedule);
    expect(screen.getByRole("link", { name: "Your devices" }).getAttribute("href")).toBe("/account/devices");
    // The reviews of the own profile, once the panel below the fold is built.
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/v1/profiles/7/reviews?page=1"));
    // Nobody books their own time.
    expect(screen.queryByRole("button", { name: "Book Appointment" })).toBeNull();
  });

  it("invites a client to become a professional on /account, without a professional's empty sections", async () => {
    useSession.setState({ token: "tok" });
    const client = makeProfile({ plans: [], about: "", skills: [], education: [], experience: [], languages: [], social_media: [], position: "", category: "" });
    calls = stubApi((call) => (call.url === "/api/v1/profiles/me" ? { body: client } : { status: 404, body: {} }));
    renderAt("/account");
    expect(await screen.findByRole("heading", { level: 2, name: "Offer your own sessions" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Become a professional" }).getAttribute("href")).toBe("/editProfile");
    expect(screen.getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe("/editProfile");
    expect(screen.getByRole("link", { name: "Your devices" }).getAttribute("href")).toBe("/account/devices");
    for (const text of ["Session not added", "Skills Not Added", "Languages Not Added", "Experience Not Added", "Qualification Not Added", "Social Medias Not Added"]) {
      expect(screen.queryByText(text)).toBeNull();
    }
    expect(screen.queryByRole("link", { name: "Edit Schedule" })).toBeNull();
    // An empty "About Me" is not shown as a bare heading.
    expect(screen.queryByRole("heading", { name: "About Me" })).toBeNull();
    // Their profile is not public (it offers nothing): nothing to share, no reviews to ask for.
    expect(screen.queryByRole("button", { name: /share/i })).toBeNull();
    expect(calls.map((c) => c.url).filter((url) => url.includes("/reviews"))).toEqual([]);
  });

  it("shows a client what they filled in, and only that", async () => {
    useSession.setState({ token: "tok" });
    stubApi((call) => (call.url === "/api/v1/profiles/me" ? { body: makeProfile({ plans: [], skills: [], social_media: [] }) } : { status: 404, body: {} }));
    renderAt("/account");
    expect(await screen.findByText("I help families.")).toBeTruthy();
    expect(screen.getByText("Kannada")).toBeTruthy();
    expect(screen.queryByText("Skills Not Added")).toBeNull();
    expect(screen.queryByText("Social Medias Not Added")).toBeNull();
  });
});

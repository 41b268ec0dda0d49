// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { makeProfile, stubApi, type Call } from "../testing/profile-fixture";
import type { Review } from "../types";
import { OwnProfilePage } from "./own-profile-page";
import { PublicProfilePage } from "./public-profile-page";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

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
    const profile = makeProfile({ social_media: [], skills: [], languages: [], experience: [], education: [], awards: [] });
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
    await waitFor(() => expect(document.title).toBe("Asha Rao - Consultation Marketplace"));
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

  it("says Profile not found. with a way home for an unknown profile", async () => {
    stubApi(() => ({ status: 404, body: { message: "Profile not found." } }));
    renderAt("/v/nobody");
    expect(await screen.findByRole("heading", { name: "Profile not found." })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/");
  });

  it("falls back to an alert when the Web Share API is missing", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    stubApi((call) => (call.url.includes("/reviews") ? { body: { items: [], page: 1, has_next: false } } : { body: makeProfile() }));
    renderAt("/v/asharao12345");
    fireEvent.click(await screen.findByRole("button", { name: "Share" }));
    expect(alert).toHaveBeenCalledWith("Web Share API is not supported in your browser.");
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
    expect(screen.getByRole("link", { name: "Edit Schedule" }).getAttribute("href")).toBe("/shedule");
    expect(screen.getByRole("link", { name: "Your devices" }).getAttribute("href")).toBe("/account/devices");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Book Appointment" })));
    expect(screen.getByText('at /bookAppoinment with {"id":7}')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain("/api/v1/profiles/7/reviews?page=1");
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../shared/session/session-store";
import { renderWithQuery } from "../shared/testing/query-wrapper";
import { ErrorScreen } from "./pages/error-screen";
import { routes } from "./routes";

// Inside a query cache, as AppProviders renders the app: the header's language switch uses it.
function renderAt(path: string) {
  renderWithQuery(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe("routes", () => {
  // ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    useSession.setState({ token: null, user: null });
  });

  it("says an unknown address is not found, in words, inside the header, with a way home", async () => {
    renderWithQuery(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/no/such/page"] })} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("sends visitors from /account to sign-in", async () => {
    renderAt("/account");
    expect(await screen.findByRole("heading", { name: "Sign in with Phone" })).toBeTruthy();
  });

  it("serves /support to visitors, and sends them from the earnings screens to sign-in", async () => {
    // The support page asks who is signed in through the query cache.
    renderWithQuery(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/support"] })} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Support and Report" })).toBeTruthy();
    cleanup();
    for (const path of ["/paymentDashboard", "/withdraw"]) {
      renderAt(path);
      expect(await screen.findByRole("heading", { name: "Sign in with Phone" })).toBeTruthy();
      cleanup();
    }
  });

  it("serves the static pages with the header", async () => {
    renderAt("/terms");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms and Conditions" }),
    ).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByText(/at least 13 years old/)).toBeTruthy();
    expect(screen.getByText(/governed by the laws of India/)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Privacy Policy" }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole("link", { name: "About Us" }).length).toBeGreaterThan(0);
  });

  it("shows a friendly error screen instead of a stack trace", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Boom = () => {
      throw new Error("secret internals");
    };
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <ErrorScreen /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText(/secret internals/)).toBeNull();
  });
});

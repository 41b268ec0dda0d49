// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../shared/session/session-store";
import { Header } from "./header";
import { renderWithQuery } from "../../shared/testing/query-wrapper";
import { PATHS } from "../../shared/routing/paths";

function Where() {
  const location = useLocation();
  return <p>at {location.pathname} {JSON.stringify(location.state)}</p>;
}

function renderHeader() {
  const router = createMemoryRouter([
    {
      element: (
        <>
          <Header />
          <Outlet />
        </>
      ),
      children: [{ path: "*", element: <Where /> }],
    },
  ]);
  renderWithQuery(<RouterProvider router={router} />);
}

const mainMenu = () => screen.queryByRole("navigation", { name: "Main menu" });

describe("Header", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    useSession.setState({ token: null, user: null });
  });

  it("lists the spec's nine menu entries in its order, Coupons beside Payment, and Logout only when signed in", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByAltText("logo").closest("a")?.getAttribute("href")).toBe("/");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const links = within(mainMenu()!).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Account", "/account"],
      ["Appointment", PATHS.appointments],
      ["My Appointment", PATHS.yourAppointments],
      ["Events", "/events"],
      ["My Events", "/myEvents"],
      ["Payment", "/paymentDashboard"],
      ["Invoices", PATHS.invoices],
      ["Coupons", PATHS.coupons],
      ["Packages", PATHS.packages],
      ["Terms and Condition", "/terms"],
      ["Support and Report", "/support"],
    ]);
    expect(within(mainMenu()!).queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows the avatar and Logout when signed in", () => {
    useSession.setState({ token: "t", user: null });
    renderHeader();
    const avatar = screen.getByAltText("Account") as HTMLImageElement;
    expect(avatar.getAttribute("src")).toBe("/default-avatar.svg");
    expect(avatar.closest("a")?.getAttribute("href")).toBe("/account");
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(within(mainMenu()!).getByRole("button", { name: "Logout" })).toBeTruthy();
  });

  it("closes the menu on Escape, on the backdrop and on navigation", () => {
    renderHeader();
    const open = () => fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    open();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(mainMenu()).toBeNull();
    open();
    fireEvent.click(screen.getByTestId("menu-backdrop"));
    expect(mainMenu()).toBeNull();
    open();
    fireEvent.click(within(mainMenu()!).getByRole("link", { name: "Events" }));
    expect(mainMenu()).toBeNull();
    expect(screen.getByText(/at \/events/)).toBeTruthy();
  });

  it("search goes home, then to /searchList with the query after 100 ms", () => {
    vi.useFakeTimers();
    renderHeader();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const input = screen.getByPlaceholderText("Search Professional");
    fireEvent.change(input, { target: { value: "lawyer in Pune" } });
    fireEvent.click(screen.getByRole("button", { name: "lawyer in Pune" }));
    expect(screen.queryByPlaceholderText("Search Professional")).toBeNull();
    expect(screen.getByText("at / null")).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('at /searchList {"query":"lawyer in Pune"}')).toBeTruthy();
  });

  it("shows the unread count on the avatar, leading to the notifications, only when there are some", async () => {
    let count = 3;
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ count }))));
    useSession.setState({ token: "t", user: null });
    renderHeader();
    const badge = await screen.findByRole("link", { name: "3 unread notifications" });
    expect(badge.textContent).toBe("3");
    expect(badge.getAttribute("href")).toBe("/account/devices");
    vi.unstubAllGlobals();
    count = 0;
    cleanup();
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ count }))));
    renderHeader();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(() => new Promise((settled) => setTimeout(settled, 50))); // the answer is rendered
    expect(screen.queryByRole("link", { name: /unread notification/ })).toBeNull();
    vi.unstubAllGlobals();
  });
});

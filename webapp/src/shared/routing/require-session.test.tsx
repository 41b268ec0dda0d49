// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { useSession } from "../session/session-store";
import { RequireSession } from "./require-session";

function SignInProbe() {
  const location = useLocation();
  return <p>sign-in with state {JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/signup", element: <SignInProbe /> },
      { element: <RequireSession />, children: [{ path: "/account", element: <p>account</p> }] },
      { path: "/book", element: <RequireSession link="ravi"><p>booking</p></RequireSession> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe("RequireSession", () => {
  afterEach(() => {
    cleanup();
    useSession.setState({ token: null, user: null });
  });

  it("redirects to /signup without state when there is no token", () => {
    useSession.setState({ token: null });
    renderAt("/account");
    expect(screen.getByText("sign-in with state null")).toBeTruthy();
  });

  it("passes the link on when one is given", () => {
    useSession.setState({ token: null });
    renderAt("/book");
    expect(screen.getByText('sign-in with state {"link":"ravi"}')).toBeTruthy();
  });

  it("renders the screen when signed in", () => {
    useSession.setState({ token: "t" });
    renderAt("/account");
    expect(screen.getByText("account")).toBeTruthy();
    cleanup();
    renderAt("/book");
    expect(screen.getByText("booking")).toBeTruthy();
  });
});

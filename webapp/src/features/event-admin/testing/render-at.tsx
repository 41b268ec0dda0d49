import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

/** Shows where a screen navigated to, and with which state. */
function Landing() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}</p>;
}

/** Renders `element` at `path` (with navigation `state`); every other route is a landing. */
export function renderAt(path: string, element: ReactElement, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <Landing /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  return { ...renderWithQuery(<RouterProvider router={router} />), router };
}

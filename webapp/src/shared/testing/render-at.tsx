import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { renderWithQuery } from "./query-wrapper";

/** Shows where a screen navigated to, and with which state. */
function Landing() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}</p>;
}

/**
 * Renders `element` at `path` (with its query, if any: "/bookEvent?event=5", and navigation
 * `state`) in a fresh query cache; every other route is a landing that says where the screen
 * went ("at /withdraw null"). `others` adds real screens at other paths, to follow a
 * navigation onto them.
 */
export function renderAt(path: string, element: ReactElement, state?: unknown, others: Record<string, ReactElement> = {}) {
  const [pathname = path, query] = path.split("?");
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      ...Object.entries(others).map(([otherPath, other]) => ({ path: otherPath, element: other })),
      { path: "*", element: <Landing /> },
    ],
    { initialEntries: [{ pathname, search: query ? `?${query}` : "", state }] },
  );
  return { ...renderWithQuery(<RouterProvider router={router} />), router };
}

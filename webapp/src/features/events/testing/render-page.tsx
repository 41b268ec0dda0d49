import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search} ${JSON.stringify(location.state)}`}</p>;
}

/** Renders one page at `path` (with navigation state); any other route shows where it went. */
export function renderPage(routePath: string, element: ReactElement, entry: { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  return renderWithQuery(<RouterProvider router={router} />);
}

/** A fetch answering by "METHOD path" (the query string included); anything else 404s. */
export function fakeApi(answers: Record<string, () => Response>) {
  return async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${url.replace("/api/v1", "")}`;
    const answer = answers[key];
    return answer ? answer() : new Response(JSON.stringify({ message: `no ${key}` }), { status: 404 });
  };
}

export const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status });

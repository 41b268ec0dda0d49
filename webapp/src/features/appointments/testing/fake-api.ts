import { vi } from "vitest";

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | undefined;
export type Route = (call: Call) => Answer;

/**
 * Stubs fetch with `route`: each call is recorded (method, URL, parsed JSON body) and answered
 * with the route's { status, body } (200 and null by default).
 */
export function fakeApi(route: Route): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = route(call) ?? {};
      return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

/** One page of a list, as the server pages them. */
export const pageOf = (items: unknown[]) => ({ items, page: 1, has_next: false });

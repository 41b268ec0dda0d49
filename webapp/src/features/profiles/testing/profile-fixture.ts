import { vi } from "vitest";
import type { Profile } from "../types";

/** A complete ProfileOut for tests; override what a test is about. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    username: "asharao12345",
    name: "Asha Rao",
    email: "asha@example.in",
    position: "Family Lawyer",
    about: "I help families.",
    country: "India",
    state: "Karnataka",
    image: null,
    image_sources: null,
    banner: null,
    banner_sources: null,
    verified: true,
    category: "Lawyer",
    search_tags: "family, divorce",
    consulting_note: "Bring your papers.",
    payment_required: false,
    plans: [{ id: 3, name: "Video call", type: "Online", price: 1500, duration_minutes: null }],
    skills: [{ id: 11, skill: "Mediation" }],
    education: [{ id: 12, college: "NLSIU", course: "LLB", pass_year: "2012" }],
    experience: [{ id: 13, company: "Rao & Co", position: "Partner", year: "2015-now" }],
    languages: [{ id: 14, language: "Kannada" }],
    social_media: [{ id: 15, link: "https://www.linkedin.com/in/asha" }],
    awards: [],
    review_count: 0,
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Handler = (call: Call) => { status?: number; body?: unknown } | undefined;

/** Stubs fetch: records every call and answers with the handler's reply (404 when none). */
export function stubApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const raw = init.body;
      const body = typeof raw === "string" ? JSON.parse(raw) : raw;
      const call = { method: init.method ?? "GET", url, body };
      calls.push(call);
      const reply = handler(call) ?? { status: 404, body: { message: "Not found" } };
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

import { vi } from "vitest";
import type { Booker, EventDetail } from "../types";

/** A complete EventDetailOut for tests; override what a test is about. */
export function makeEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 41,
    title: "Family law basics",
    short_description: "What to know before you file.",
    description: "<p>Bring your questions.</p>",
    response: "",
    date: "2030-03-14",
    start: "10:00",
    end: "11:30",
    starts_at: "2030-03-14T04:30:00Z",
    ends_at: "2030-03-14T06:00:00Z",
    time_zone: "Asia/Kolkata",
    seats: null,
    left: null,
    booked: 0,
    type: "Online",
    price: 0,
    banner: null,
    banner_sources: null,
    host: { id: 7, name: "Asha Rao", position: "Family Lawyer", username: "asharao", image: null, image_sources: null },
    ...overrides,
  };
}

export function makeBooker(overrides: Partial<Booker> = {}): Booker {
  return {
    id: 5,
    name: "Vikram Shetty",
    email: "vikram@example.in",
    phone: "+919000000001",
    created_at: "2030-03-01T10:00:00Z",
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: string;
  /** Parsed JSON, or the FormData as sent. */
  body: unknown;
}

type Answer = { status?: number; body?: unknown; text?: string } | undefined;

/** Stubs fetch: records every call and answers with the route's reply (404 when none). */
export function fakeApi(route: (call: Call) => Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const raw = init.body;
      const call = { method: init.method ?? "GET", url, body: typeof raw === "string" ? JSON.parse(raw) : raw };
      calls.push(call);
      const answer = route(call) ?? { status: 404, body: { message: "This event does not exist." } };
      const text = answer.text ?? JSON.stringify(answer.body ?? null);
      return new Response(text, { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

export const pageOf = (items: unknown[], hasNext = false, page = 1) => ({ items, page, has_next: hasNext });

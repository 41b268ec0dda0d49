/** Cache keys of the events screens. */
export const eventKeys = {
  all: ["events"] as const,
  detail: (id: number) => ["events", "detail", id] as const,
  details: (id: number) => ["events", "details", id] as const,
  search: (query: string) => ["events", "search", query] as const,
  booked: () => ["events", "booked"] as const,
  waits: () => ["events", "waits"] as const,
};

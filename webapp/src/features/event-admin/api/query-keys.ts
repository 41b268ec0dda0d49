/** Cache keys of the host's event screens. */
export const eventAdminKeys = {
  all: () => ["event-admin"] as const,
  mine: () => ["event-admin", "mine"] as const,
  detail: (id: number) => ["event-admin", "detail", id] as const,
  bookers: (id: number, phone = "") => ["event-admin", "bookers", id, phone] as const,
  waitlist: (id: number) => ["event-admin", "waitlist", id] as const,
};

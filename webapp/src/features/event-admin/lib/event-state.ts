/** The event id in a screen's navigation state ({ id }), or null when there is none. */
export function eventIdFrom(state: unknown): number | null {
  const id = (state as { id?: unknown } | null)?.id;
  const number = typeof id === "string" ? Number(id) : id;
  return typeof number === "number" && Number.isInteger(number) && number > 0 ? number : null;
}

/** Cache keys of the schedule screen. */
export const scheduleKeys = {
  mine: () => ["schedule", "mine"] as const,
  daysOff: () => ["schedule", "days-off"] as const,
};

/** Cache keys of the schedule screen. */
export const scheduleKeys = {
  mine: () => ["schedule", "mine"] as const,
};

/** Cache keys of the appointment lists; the app's live-frame wiring invalidates them too. */
export const appointmentKeys = {
  all: () => ["appointments"] as const,
  mine: () => ["appointments", "mine"] as const,
};

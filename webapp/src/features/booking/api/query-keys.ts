/** Cache keys of the booking screen. */
export const bookingKeys = {
  all: ["booking"] as const,
  professional: (id: number) => ["booking", "professional", id] as const,
  slots: (professionalId: number, date: string) =>
    ["booking", "slots", professionalId, date] as const,
};

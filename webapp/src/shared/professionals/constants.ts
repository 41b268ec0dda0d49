export const PROFESSIONAL_TEXTS = {
  verified: "Verified",
  bookAppointment: "Book Appointment",
} as const;

export const DEFAULT_AVATAR = "/default-avatar.svg";

/** Public profile route; /view/ accepts the professional's id or username. */
export const profilePath = (id: number) => `/view/${id}`;

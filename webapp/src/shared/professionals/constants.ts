import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/** Getters: translated when shown. */
export const PROFESSIONAL_TEXTS = {
  get verified() { return t("Verified"); },
  get bookAppointment() { return t("Book Appointment"); },
};

/** Public profile route; /view/ accepts the professional's id or username. */
export const profilePath = (id: number) => `/view/${id}`;

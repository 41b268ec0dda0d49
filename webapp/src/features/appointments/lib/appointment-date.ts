import { i18n } from "../../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "appointments");

/** A month's short name (1 = January), in the language shown; undefined past 12. */
function monthName(month: number): string | undefined {
  switch (month) {
    case 1: return t("Jan");
    case 2: return t("Feb");
    case 3: return t("Mar");
    case 4: return t("Apr");
    case 5: return t("May");
    case 6: return t("Jun");
    case 7: return t("Jul");
    case 8: return t("Aug");
    case 9: return t("Sep");
    case 10: return t("Oct");
    case 11: return t("Nov");
    case 12: return t("Dec");
    default: return undefined;
  }
}

/**
 * The spec's date display, Mon-DD-YYYY ("Jan-06-2025"), from the server's "YYYY-MM-DD" (the
 * day in the professional's time zone: read as written, never shifted by the viewer's zone).
 * The order and the month's name follow the language shown (Hindi: "06 जनवरी 2025").
 */
export function formatAppointmentDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthName(Number(match[2])) : undefined;
  if (!match || !month) return isoDate;
  return t("{{month}}-{{day}}-{{year}}", { month, day: match[3], year: match[1] });
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The spec's date display, Mon-DD-YYYY ("Jan-06-2025"), from the server's "YYYY-MM-DD" (the
 * day in the professional's time zone: read as written, never shifted by the viewer's zone).
 */
export function formatAppointmentDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month}-${match[3]}-${match[1]}`;
}

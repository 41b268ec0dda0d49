import { getFile } from "../../../shared/api/files";

/** GET /appointments/{id}/calendar.ics: an accepted appointment as an iCalendar file. */
export function getCalendarFile(id: number): Promise<Blob> {
  return getFile(`/appointments/${id}/calendar.ics`);
}

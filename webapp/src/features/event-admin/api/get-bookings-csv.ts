import { getFile } from "../../../shared/api/files";

/** GET /events/{id}/bookings.csv: every booking of the host's event, as CSV. */
export function getBookingsCsv(id: number): Promise<Blob> {
  return getFile(`/events/${id}/bookings.csv`);
}

import { API_BASE } from "../../../shared/api/api-client";
import { ApiError, NETWORK_ERROR_MESSAGE, parseErrorBody } from "../../../shared/api/api-error";
import { readToken } from "../../../shared/session/token-storage";

/**
 * GET /appointments/{id}/calendar.ics: an iCalendar file, not JSON, so it is fetched here
 * (with the session's Bearer token) rather than through the JSON client.
 */
export async function getCalendarFile(id: number): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/appointments/${id}/calendar.ics`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw parseErrorBody(response.status, body);
  }
  return response.blob();
}

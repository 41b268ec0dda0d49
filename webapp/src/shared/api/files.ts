import { API_BASE } from "./api-client";
import { ApiError, networkErrorMessage, parseErrorBody } from "./api-error";
import { readToken } from "../session/token-storage";

/**
 * GET a file the API serves as something other than JSON (an .ics, a CSV), with the session's
 * Bearer token; errors are the API's JSON errors, as from the JSON client.
 */
export async function getFile(path: string): Promise<Blob> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, networkErrorMessage());
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

/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can still read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

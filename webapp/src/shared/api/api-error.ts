import { i18n } from "../i18n/i18n";

export type FieldErrors = Record<string, string>;

const t = i18n.getFixedT(null, "common");

/** The app's own words for a failed call, in the language shown (the texts the server sends
 * are in the language it was asked in already). */
export const genericErrorMessage = () => t("Something went wrong. Please try again.");
export const networkErrorMessage = () => t("Could not reach the server. Are you online?");

/** Every failed call, with the server's user-facing message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: FieldErrors;
  /** Whether the message is the server's own account of what went wrong: not a network
   * failure (status 0), nor an answer without a message (the app's generic words then). */
  readonly told: boolean;

  constructor(status: number, message: string, fields: FieldErrors = {}, told = status > 0) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
    this.told = told;
  }
}

/** The failure the server explained in its own words, if `error` is one. */
export function toldError(error: unknown): ApiError | null {
  return error instanceof ApiError && error.told ? error : null;
}

/** Turns an error body `{"message": ..., "fields": {...}}` (or anything else) into an ApiError. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  let message: string | null = null;
  const fields: FieldErrors = {};
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    if (typeof record.message === "string" && record.message.trim() !== "") {
      message = record.message;
    }
    if (record.fields && typeof record.fields === "object") {
      for (const [name, value] of Object.entries(record.fields as Record<string, unknown>)) {
        if (typeof value === "string") fields[name] = value;
        else if (Array.isArray(value) && typeof value[0] === "string") fields[name] = value[0];
      }
    }
  }
  return new ApiError(status, message ?? genericErrorMessage(), fields, message !== null);
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : genericErrorMessage();
}

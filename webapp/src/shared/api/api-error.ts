import { i18n } from "../i18n/i18n";

export type FieldErrors = Record<string, string>;

const t = i18n.getFixedT(null, "common");
const genericErrorMessage = () => t("Something went wrong. Please try again.");
const networkErrorMessage = () => t("Could not reach the server. Are you online?");

/**
 * The app's own words for a failed call, in the language shown. Live bindings: a change of
 * language sets them again, and an importer reads the current value wherever it uses them
 * (the texts the server sends are in the language it was asked in already).
 */
export let GENERIC_ERROR_MESSAGE = genericErrorMessage();
export let NETWORK_ERROR_MESSAGE = networkErrorMessage();
i18n.on("languageChanged", () => {
  GENERIC_ERROR_MESSAGE = genericErrorMessage();
  NETWORK_ERROR_MESSAGE = networkErrorMessage();
});

/** Every failed call, with the server's user-facing message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: FieldErrors;

  constructor(status: number, message: string, fields: FieldErrors = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fields = fields;
  }
}

/** Turns an error body `{"message": ..., "fields": {...}}` (or anything else) into an ApiError. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  let message = GENERIC_ERROR_MESSAGE;
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
  return new ApiError(status, message, fields);
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

import { readToken, removeToken } from "../session/token-storage";
import { ApiError, networkErrorMessage, parseErrorBody } from "./api-error";

export const API_BASE = "/api/v1";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Let the request outlive the page (a hold given back as the client leaves). */
  keepalive?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called when an authenticated call answers 401: the session expired or was revoked.
 * The token is already gone from localStorage when listeners run.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function buildUrl(path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { Accept: "application/json" };
  const isForm = typeof FormData !== "undefined" && options.body instanceof FormData;
  // FormData sets its own multipart Content-Type with the boundary.
  if (options.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: isForm
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, networkErrorMessage());
  }

  const body = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) {
      removeToken();
      unauthorizedListeners.forEach((listener) => listener());
    }
    throw parseErrorBody(response.status, body);
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PUT", path, { ...options, body }),
  /** POST multipart/form-data (file uploads), with the same token and error handling. */
  upload: <T>(path: string, formData: FormData, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body: formData }),
  delete: <T = void>(path: string, options?: RequestOptions) =>
    apiRequest<T>("DELETE", path, options),
};

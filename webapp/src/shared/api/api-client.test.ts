// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, onUnauthorized } from "./api-client";
import { ApiError, genericErrorMessage, networkErrorMessage, parseErrorBody } from "./api-error";

function respond(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("parseErrorBody", () => {
  it("keeps the server's message and field messages", () => {
    const error = parseErrorBody(400, {
      message: "Check the highlighted fields.",
      fields: { phone: "Enter a valid phone number.", code: ["Wrong code."], junk: 3 },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe("Check the highlighted fields.");
    expect(error.fields).toEqual({ phone: "Enter a valid phone number.", code: "Wrong code." });
  });

  it("falls back to a generic message for bodies of another shape", () => {
    expect(parseErrorBody(502, "<html>Bad gateway</html>").message).toBe(genericErrorMessage());
    expect(parseErrorBody(500, { message: "" }).fields).toEqual({});
  });
});

describe("api client", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("sends JSON with the bearer token and returns the parsed body", async () => {
    localStorage.setItem("token", "abc");
    const fetchMock = respond(200, { message: "Code sent" });
    await expect(api.post("/auth/code", { phone: "9876543210" })).resolves.toEqual({
      message: "Code sent",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/auth/code");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"phone":"9876543210"}');
    expect(init.headers).toMatchObject({
      Authorization: "Bearer abc",
      "Content-Type": "application/json",
    });
  });

  it("returns nothing for 204 and builds query strings", async () => {
    const fetchMock = respond(204);
    await expect(api.get("/notifications", { query: { page: 2, skip: undefined } })).resolves.toBeUndefined();
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe("/api/v1/notifications?page=2");
  });

  it("throws an ApiError carrying status, message and fields", async () => {
    respond(429, { message: "Too many tries. Wait a minute.", fields: {} });
    const error = await api.post("/auth/verify", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: "Too many tries. Wait a minute." });
  });

  it("signs out locally on a 401 of an authenticated call", async () => {
    localStorage.setItem("token", "revoked");
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    respond(401, { message: "Session expired." });
    await expect(api.get("/auth/me")).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem("token")).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(api.get("/auth/me")).rejects.toMatchObject({ status: 0, message: networkErrorMessage() });
  });
});

describe("api.upload", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("posts FormData untouched with the bearer token and no JSON content type", async () => {
    localStorage.setItem("token", "abc");
    const fetchMock = respond(200, { id: 1 });
    const form = new FormData();
    form.append("image", new Blob(["x"], { type: "image/jpeg" }), "a.jpg");
    await expect(api.upload("/profiles/me/image", form)).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/profiles/me/image");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(form);
    expect(init.headers).toMatchObject({ Authorization: "Bearer abc" });
    expect(init.headers).not.toHaveProperty("Content-Type");
  });

  it("raises the server's error like any other call", async () => {
    respond(413, { message: "Image too large.", fields: { image: "Too large." } });
    await expect(api.upload("/profiles/me/banner", new FormData())).rejects.toMatchObject({
      status: 413,
      message: "Image too large.",
      fields: { image: "Too large." },
    });
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { shouldRetry } from "./query-client";

describe("shouldRetry", () => {
  it("never retries a 4xx answer", () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiError(status, "x"))).toBe(false);
    }
  });

  it("retries network failures and 5xx twice", () => {
    for (const error of [new ApiError(0, "offline"), new ApiError(500, "x"), new ApiError(503, "x"), new Error("x")]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false]);
    }
  });
});

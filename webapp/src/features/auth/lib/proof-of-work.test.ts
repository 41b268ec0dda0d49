import { createChallenge, pbkdf2, verifySolution } from "altcha/lib";
import { describe, expect, it } from "vitest";
import { type Challenge, encodePayload, solveChallenge } from "./proof-of-work";

const SECRET = "test-secret";

// The reference implementation makes and checks the challenges: our solver must agree with it.
async function reference(options: { counter?: number; keyPrefix?: string }): Promise<Challenge> {
  return (await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 50,
    deriveKey: pbkdf2.deriveKey,
    hmacSignatureSecret: SECRET,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    ...options,
  })) as unknown as Challenge;
}

describe("solveChallenge", () => {
  it("finds the counter the server chose, which the reference library accepts", async () => {
    const challenge = await reference({ counter: 37 });
    const solution = await solveChallenge(challenge);
    expect(solution.counter).toBe(37);
    const checked = await verifySolution({
      challenge: challenge as never,
      solution,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(checked.verified).toBe(true);
  });

  it("solves a prefix challenge, and a forged key is refused", async () => {
    const challenge = await reference({ keyPrefix: "0" });
    const solution = await solveChallenge(challenge);
    expect(solution.derivedKey.startsWith("0")).toBe(true);
    const forged = { ...solution, derivedKey: "f".repeat(64) };
    const checked = await verifySolution({
      challenge: challenge as never,
      solution: forged,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(checked.verified).toBe(false);
  });

  it("sends base64 JSON of the challenge and the solution, as the server reads it", async () => {
    const challenge = await reference({ counter: 3 });
    const solution = await solveChallenge(challenge);
    expect(JSON.parse(atob(encodePayload(challenge, solution)))).toEqual({ challenge, solution });
  });

  it("refuses algorithms it does not implement", async () => {
    const challenge = await reference({ counter: 1 });
    challenge.parameters.algorithm = "ARGON2ID";
    await expect(solveChallenge(challenge)).rejects.toThrow("Unsupported");
  });
});

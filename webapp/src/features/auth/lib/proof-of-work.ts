/**
 * The proof of work the server asks for after suspicious sign-in volume: ALTCHA v2 with
 * PBKDF2/SHA-256, as altcha's own worker computes it (altcha/dist/workers/pbkdf2.js), in a few
 * lines instead of the 200 kB widget. Find the counter whose derived key starts with the signed
 * prefix; the server (Python `altcha`) checks it with one derivation.
 */
export interface ChallengeParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
  keySignature?: string | null;
  expiresAt?: number | null;
}

export interface Challenge {
  parameters: ChallengeParameters;
  signature: string;
}

export interface Solution {
  counter: number;
  derivedKey: string;
}

const MAX_COUNTER = 2 ** 32 - 1;

const toBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

async function deriveKey(parameters: ChallengeParameters, salt: Uint8Array, password: Uint8Array) {
  const key = await crypto.subtle.importKey("raw", password as BufferSource, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", salt: salt as BufferSource, iterations: parameters.cost, hash: "SHA-256" },
    key,
    parameters.keyLength * 8,
  );
  return new Uint8Array(bits);
}

/** Counter 0, 1, 2 ... appended big-endian to the nonce, until the key has the prefix. */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<Solution> {
  const { parameters } = challenge;
  if (parameters.algorithm !== "PBKDF2/SHA-256") throw new Error(`Unsupported ${parameters.algorithm}`);
  const nonce = toBytes(parameters.nonce);
  const salt = toBytes(parameters.salt);
  const prefix = parameters.keyPrefix.toLowerCase();
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const view = new DataView(password.buffer);
  for (let counter = 0; counter <= MAX_COUNTER; counter++) {
    if (signal?.aborted) throw new DOMException("Aborted", "AbortError");
    view.setUint32(nonce.length, counter, false);
    const derivedKey = toHex(await deriveKey(parameters, salt, password));
    if (derivedKey.startsWith(prefix)) return { counter, derivedKey };
  }
  throw new Error("No solution");
}

/** What the server reads from the `altcha` field: base64 of {challenge, solution}. */
export function encodePayload(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution }));
}

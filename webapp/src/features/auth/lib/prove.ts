import { type Challenge, encodePayload, solveChallenge } from "./proof-of-work";

/**
 * Solves a challenge in a Web Worker (a file of our own origin, so `worker-src 'self'` is
 * enough), or on this thread where workers do not exist. Loaded only when the server asks.
 */
export function prove(challenge: Challenge): Promise<string> {
  if (typeof Worker === "undefined") {
    return solveChallenge(challenge).then((solution) => encodePayload(challenge, solution));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./proof-of-work.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<{ payload?: string; error?: string }>) => {
      worker.terminate();
      if (event.data.payload) resolve(event.data.payload);
      else reject(new Error(event.data.error ?? "The browser check failed."));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(challenge);
  });
}

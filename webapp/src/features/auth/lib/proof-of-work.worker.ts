/// <reference lib="webworker" />
// Solving takes up to a second: off the main thread, so the page stays responsive.
import { type Challenge, encodePayload, solveChallenge } from "./proof-of-work";

self.onmessage = async (event: MessageEvent<Challenge>) => {
  try {
    const solution = await solveChallenge(event.data);
    self.postMessage({ payload: encodePayload(event.data, solution) });
  } catch (cause) {
    self.postMessage({ error: String(cause) });
  }
};

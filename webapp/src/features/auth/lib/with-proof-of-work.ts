import { ApiError } from "../../../shared/api/api-error";
import { getChallenge } from "../api/get-challenge";

/**
 * Sends; when the server answers 428 (suspicious volume: it wants a proof of work), fetches a
 * challenge, solves it and sends once more with the solution. The solver is loaded only then.
 * A second refusal reaches the caller with the server's message.
 */
export async function withProofOfWork<T>(
  send: (altcha?: string) => Promise<T>,
  onChecking: (message: string) => void,
): Promise<T> {
  try {
    return await send();
  } catch (cause) {
    if (!(cause instanceof ApiError) || cause.status !== 428) throw cause;
    onChecking(cause.message);
    const [{ prove }, challenge] = await Promise.all([import("./prove"), getChallenge()]);
    return send(await prove(challenge));
  }
}

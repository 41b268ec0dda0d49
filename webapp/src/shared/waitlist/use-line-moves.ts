import { useState } from "react";
import toast from "react-hot-toast";
import { genericErrorMessage, toldError, type FieldErrors } from "../api/api-error";

/**
 * Moves in a waitlist (join, leave, take a place), one at a time. A move that fails is told
 * (its fields' errors, and a toast). Whatever came of it, `afterEach` runs: the line moved, or
 * it moved meanwhile (409 "a place is free", an offer that lapsed), so the screen refetches.
 */
export function useLineMoves(afterEach: () => void) {
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  /** The move's result, or null when it failed or another move was under way. */
  const run = async <T>(move: () => Promise<T>): Promise<T | null> => {
    if (busy) return null;
    setBusy(true);
    try {
      return await move();
    } catch (error) {
      const told = toldError(error);
      if (told) setFieldErrors(told.fields);
      toast.error(told?.message ?? genericErrorMessage());
      return null;
    } finally {
      setBusy(false);
      afterEach();
    }
  };

  return { run, busy, fieldErrors, setFieldErrors };
}

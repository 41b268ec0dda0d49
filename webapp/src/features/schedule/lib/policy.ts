import type { PolicyTier } from "../../../shared/payments/cancellation-policy";

/** A tier as typed (the server checks the numbers and answers on the field). */
export interface TierDraft {
  hours: string;
  percent: string;
}

export function draftOf(tiers: readonly PolicyTier[]): TierDraft[] {
  return tiers.map((tier) => ({ hours: String(tier.hours), percent: String(tier.percent) }));
}

/** The tiers as numbers, or null while one is empty or not a whole number. */
export function tiersOf(drafts: readonly TierDraft[]): PolicyTier[] | null {
  const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);
  const tiers = drafts.map((draft) => ({ hours: whole(draft.hours), percent: whole(draft.percent) }));
  return tiers.every((tier): tier is PolicyTier => tier.hours !== null && tier.percent !== null) ? tiers : null;
}

/** The tiers as the server takes them: anything unreadable goes as NaN's null, to be refused on its field. */
export function policyIn(drafts: readonly TierDraft[]): PolicyTier[] {
  return drafts.map((draft) => ({ hours: numberOrNaN(draft.hours), percent: numberOrNaN(draft.percent) }));
}

function numberOrNaN(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

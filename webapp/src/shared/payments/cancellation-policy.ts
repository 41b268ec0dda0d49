import { i18n } from "../i18n/i18n";

const t = i18n.getFixedT(null, "common");

/**
 * A professional's cancellation policy as the API carries it: tiers of notice (hours before
 * the start) and the share of the price a client's cancel then gives back, the longest notice
 * first. The server applies it (bookings/policy.py); this reads it the same way, to say it
 * before paying and to show what a cancel would return now.
 */
export interface PolicyTier {
  hours: number;
  percent: number;
}

const HOUR = 3_600_000;

/** The percent a cancel made at `now` gives back: the first tier whose notice is still met. */
export function refundShare(tiers: readonly PolicyTier[], startsAt: string | Date, now: Date): number {
  const notice = new Date(startsAt).getTime() - now.getTime();
  return tiers.find((tier) => notice >= tier.hours * HOUR)?.percent ?? 0;
}

/** That share of what was paid, rounded down to the paisa as the server rounds it. */
export function refundPaise(paidPaise: number, tiers: readonly PolicyTier[], startsAt: string | Date, now: Date): number {
  return Math.floor((paidPaise * refundShare(tiers, startsAt, now)) / 100);
}

/** When the share next changes (a tier's notice passes), or null when it no longer will. */
export function nextChange(tiers: readonly PolicyTier[], startsAt: string | Date, now: Date): Date | null {
  const start = new Date(startsAt).getTime();
  const upcoming = tiers.map((tier) => start - tier.hours * HOUR).filter((at) => at > now.getTime());
  return upcoming.length ? new Date(Math.min(...upcoming)) : null;
}

function clause(tier: PolicyTier): string {
  const hours = tier.hours;
  if (tier.percent >= 100) {
    return hours === 0
      ? t("Free cancellation until the start")
      : t("Free cancellation up to {{count}} hours before", {
          count: hours,
          defaultValue_one: "Free cancellation up to {{count}} hour before",
          defaultValue_other: "Free cancellation up to {{count}} hours before",
        });
  }
  return hours === 0
    ? t("{{percent}} % back until the start", { percent: tier.percent })
    : t("{{percent}} % back up to {{count}} hours before", {
        percent: tier.percent,
        count: hours,
        defaultValue_one: "{{percent}} % back up to {{count}} hour before",
        defaultValue_other: "{{percent}} % back up to {{count}} hours before",
      });
}

/**
 * The policy in plain words: "Free cancellation up to 24 hours before; 50 % back up to 2 hours
 * before; no refund after."
 */
export function policyText(tiers: readonly PolicyTier[]): string {
  const giving = tiers.filter((tier) => tier.percent > 0);
  if (giving.length === 0) return t("No refund if you cancel.");
  const clauses = giving.map(clause);
  if (giving[giving.length - 1]!.hours > 0) clauses.push(t("no refund after"));
  return `${clauses.join("; ")}.`;
}

import type { CouponDraft } from "../types";

/** The form as typed: numbers and dates are text until sent. */
export interface CouponForm {
  code: string;
  kind: "percent" | "flat" | "free";
  percent: string;
  amount: string;
  everything: boolean;
  planIds: number[];
  eventIds: number[];
  maxUses: string;
  perClient: string;
  validFrom: string;
  validUntil: string;
}

export const EMPTY_FORM: CouponForm = {
  code: "", kind: "percent", percent: "10", amount: "", everything: true, planIds: [], eventIds: [],
  maxUses: "", perClient: "", validFrom: "", validUntil: "",
};

/** Text to a whole number, or null when empty (the server refuses what is not one). */
const whole = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? Math.trunc(number) : null;
};

/** What the server is sent: only the kind's own amount, only the chosen ones when chosen. */
export function draftOf(form: CouponForm): CouponDraft {
  return {
    code: form.code.trim(),
    kind: form.kind,
    percent: form.kind === "percent" ? whole(form.percent) : null,
    amount: form.kind === "flat" ? whole(form.amount) : null,
    everything: form.everything,
    plan_ids: form.everything ? [] : form.planIds,
    event_ids: form.everything ? [] : form.eventIds,
    max_uses: whole(form.maxUses),
    per_client: whole(form.perClient),
    valid_from: form.validFrom || null,
    valid_until: form.validUntil || null,
  };
}

/** The link that carries a code: the profile's (to book a session), or the only webinar's. */
export function couponLink(origin: string, code: string, where: { username: string; eventId: number | null }): string {
  const path = where.eventId !== null ? `/e/${where.eventId}` : `/v/${encodeURIComponent(where.username)}`;
  return `${origin}${path}?coupon=${encodeURIComponent(code)}`;
}

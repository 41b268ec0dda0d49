import { useId } from "react";
import type { FieldErrors } from "../../../shared/api/api-error";
import { policyText, type PolicyTier } from "../../../shared/payments/cancellation-policy";
import { TextField } from "../../../shared/ui/text-field";
import { MAX_POLICY_TIERS, SCHEDULE_TEXTS as T } from "../constants";
import type { TierDraft } from "../lib/policy";
import { tiersOf } from "../lib/policy";

interface CancellationPolicyFieldsProps {
  tiers: TierDraft[];
  errors: FieldErrors;
  onChange: (tiers: TierDraft[]) => void;
}

/**
 * The professional's cancellation policy: tiers of notice and refund share, the longest
 * notice first, with the words clients read before paying. The server checks the ranges and
 * the order, and answers on each tier's field.
 */
export function CancellationPolicyFields({ tiers, errors, onChange }: CancellationPolicyFieldsProps) {
  const id = useId();
  const change = (index: number, next: Partial<TierDraft>) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, ...next } : tier)));
  const readable: PolicyTier[] | null = tiersOf(tiers);
  return (
    <fieldset className="schedule-policy" aria-describedby={`${id}-note`}>
      <legend>{T.cancellationPolicy}</legend>
      <p className="field-hint" id={`${id}-note`}>
        {T.policyNote}
      </p>
      {tiers.map((tier, index) => (
        <div className="schedule-policy-tier" key={index}>
          <TextField
            label={T.tierHours(index + 1)}
            name={`cancellation_policy.${index}.hours`}
            type="number"
            inputMode="numeric"
            autoComplete="off"
            min={0}
            max={720}
            step={1}
            value={tier.hours}
            onChange={(event) => change(index, { hours: event.target.value })}
            error={errors[`cancellation_policy.${index}.hours`]}
          />
          <TextField
            label={T.tierPercent(index + 1)}
            name={`cancellation_policy.${index}.percent`}
            type="number"
            inputMode="numeric"
            autoComplete="off"
            min={0}
            max={100}
            step={1}
            value={tier.percent}
            onChange={(event) => change(index, { percent: event.target.value })}
            error={errors[`cancellation_policy.${index}.percent`]}
          />
          {tiers.length > 1 && (
            <button
              type="button"
              className="button button-outline button-small schedule-policy-remove"
              aria-label={T.removeTier(index + 1)}
              onClick={() => onChange(tiers.filter((_, at) => at !== index))}
            >
              {T.remove}
            </button>
          )}
        </div>
      ))}
      {errors.cancellation_policy && <p className="field-error">{errors.cancellation_policy}</p>}
      {tiers.length < MAX_POLICY_TIERS && (
        <button
          type="button"
          className="button button-outline button-small"
          onClick={() => onChange([...tiers, { hours: "0", percent: "0" }])}
        >
          {T.addTier}
        </button>
      )}
      {readable && (
        <p className="schedule-policy-words" aria-live="polite">
          {T.clientsRead} {policyText(readable)}
        </p>
      )}
    </fieldset>
  );
}

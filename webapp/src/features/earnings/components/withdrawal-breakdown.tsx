import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { formatPaise } from "../../../shared/format/rupees";
import { earningsKeys } from "../api/query-keys";
import { getWithdrawalPreview } from "../api/tax";
import { AMOUNT_PATTERN } from "../constants";
import { TAX_TEXTS as T } from "../tax-texts";
import type { BalanceName } from "../types";

const SETTLE_MS = 300;

/** The amount as typed, once it has stopped changing for a moment (one preview per pause). */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Before the button: what the amount asked for stands for, as the server will record it
 * (gross - platform fee - TDS - TCS = net, the net being what is paid out). Shown for an
 * amount the server accepts; the form's own messages cover the rest.
 */
export function WithdrawalBreakdown({ balance, amount }: { balance: BalanceName | null; amount: string }) {
  const titleId = useId();
  const settled = useSettled(amount.trim());
  const ready = balance !== null && settled !== "" && AMOUNT_PATTERN.test(settled);
  const preview = useQuery({
    queryKey: earningsKeys.preview(balance ?? "", settled),
    queryFn: ({ signal }) => getWithdrawalPreview(balance ?? "", settled, signal),
    enabled: ready,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const figures = ready && !preview.isError ? preview.data : undefined;
  if (!figures) return null;
  const rows: [string, string][] = [
    [T.gross, formatPaise(figures.gross_paise)],
    [T.fee, `− ${formatPaise(figures.fee_paise)}`],
    [T.tds, `− ${formatPaise(figures.tds_paise)}`],
    [T.tcs, `− ${formatPaise(figures.tcs_paise)}`],
  ];
  return (
    <section className="withdraw-breakdown" aria-labelledby={titleId} aria-live="polite" data-testid="withdrawal-breakdown">
      <h2 id={titleId}>{T.breakdownTitle}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="withdraw-breakdown-net">
          <dt>{T.net}</dt>
          <dd>{formatPaise(figures.net_paise)}</dd>
        </div>
      </dl>
      <p className="muted">{T.breakdownNote}</p>
    </section>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import { formatPaise } from "../../../shared/format/rupees";
import { packageKeys, withdrawPackage } from "../../../shared/packages/api";
import type { PackageSales } from "../../../shared/packages/types";
import { PACKAGES_TEXTS as T } from "../constants";

/** One package with its sales, revenue and sessions used and left (live). */
export function PackageRow({ item }: { item: PackageSales }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onSale = item.status === "active";
  const stop = async () => {
    setBusy(true);
    try {
      await withdrawPackage(item.id);
      toast.success(T.withdrawDone);
      void queryClient.invalidateQueries({ queryKey: packageKeys.all() });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="card package-row" data-testid="package-row">
      <div>
        <strong>{item.name}</strong> · {formatPaise(item.price_paise)} · {onSale ? T.onSale : T.withdrawn}
        <p className="muted">{T.summary(item.sessions, item.plan_name, item.valid_days)}</p>
      </div>
      <dl className="package-stats">
        <div><dt>{T.sales}</dt><dd data-testid="package-sales">{item.sales}</dd></div>
        <div><dt>{T.revenue}</dt><dd data-testid="package-revenue">{formatPaise(item.revenue_paise)}</dd></div>
        <div><dt>{T.creditsUsed}</dt><dd data-testid="package-used">{item.credits_used}</dd></div>
        <div><dt>{T.creditsLeft}</dt><dd data-testid="package-left">{item.credits_left}</dd></div>
      </dl>
      {onSale && (
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void stop()}>
          {T.withdraw}
        </button>
      )}
    </li>
  );
}

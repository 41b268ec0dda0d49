import { useEffect } from "react";
import { PACKAGE_TEXTS as T } from "./constants";
import { usable } from "./expiry";
import { usePurchases } from "./use-purchases";
import "./packages.css";

/**
 * On the booking page: when the client holds a package for the chosen plan with a credit left
 * and not expired, "Use a credit (N left)" instead of paying. `value`: the purchase chosen.
 */
export function CreditChoice({
  planId,
  value,
  onChange,
}: {
  planId: number | null;
  value: number | null;
  onChange: (purchaseId: number | null) => void;
}) {
  const purchases = usePurchases();
  const fitting = (purchases.data ?? []).filter((purchase) => usable(purchase, planId));
  const chosen = fitting.find((purchase) => purchase.id === value) ?? null;
  const loaded = purchases.isSuccess;
  // A chosen purchase that no longer fits (another plan, spent) is let go of.
  useEffect(() => {
    if (loaded && value !== null && chosen === null) onChange(null);
  }, [loaded, value, chosen, onChange]);
  const offered = fitting[0];
  if (!offered) return null;
  return (
    <div className="package-credit">
      <input
        type="checkbox"
        id="use-credit"
        name="purchase_id"
        autoComplete="off"
        checked={chosen !== null}
        onChange={(event) => onChange(event.target.checked ? offered.id : null)}
      />
      <label htmlFor="use-credit">{T.creditLeft(offered.credits_left)}</label>
      {chosen && <span className="muted">{T.creditNote}</span>}
    </div>
  );
}

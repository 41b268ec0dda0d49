import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage } from "../../../shared/api/api-error";
import { formatPaise } from "../../../shared/format/rupees";
import { editPackage, packageKeys, withdrawPackage } from "../../../shared/packages/api";
import { TextField } from "../../../shared/ui/text-field";
import type { PackageSales } from "../../../shared/packages/types";
import { PACKAGES_TEXTS as T } from "../constants";

/** One package with its sales, revenue and sessions used and left (live). */
export function PackageRow({ item }: { item: PackageSales }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onSale = item.status === "active";
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.name);
  const [price, setPrice] = useState(String(item.price_paise / 100));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const rupees = price.trim();
      await editPackage(item.id, { name, price: /^\d+$/.test(rupees) ? Number(rupees) : null });
      toast.success(T.saved);
      setEditing(false);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: packageKeys.all() });
    } catch (error) {
      toast.error(errorMessage(error));
      if (error instanceof ApiError) setErrors(error.fields);
    } finally {
      setBusy(false);
    }
  };
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
      {editing && (
        <form className="package-edit" onSubmit={(event) => void save(event)} noValidate>
          <TextField label={T.name} name="package_name" autoComplete="off" maxLength={100} value={name}
            onChange={(event) => setName(event.target.value)} error={errors.name} />
          <TextField label={T.price} name="price" autoComplete="off" inputMode="numeric" value={price}
            onChange={(event) => setPrice(event.target.value)} error={errors.price} />
          <button type="submit" className="button button-primary" disabled={busy}>{T.save}</button>
          <button type="button" className="button button-outline" onClick={() => setEditing(false)}>{T.cancelEdit}</button>
        </form>
      )}
      <div className="package-actions">
        {onSale && item.sales === 0 && !editing && (
          <button type="button" className="button button-outline" onClick={() => setEditing(true)}>
            {T.edit}
          </button>
        )}
        {onSale && (
          <button type="button" className="button button-outline" disabled={busy} onClick={() => void stop()}>
            {T.withdraw}
          </button>
        )}
      </div>
    </li>
  );
}

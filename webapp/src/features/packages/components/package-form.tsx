import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../shared/api/api-error";
import { createPackage, packageKeys } from "../../../shared/packages/api";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import type { MyProfile } from "../api/get-my-plans";
import { PACKAGES_TEXTS as T } from "../constants";

type Fields = Partial<Record<"plan_id" | "name" | "sessions" | "price" | "valid_days", string>>;

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** A new package: one of the professional's plans, its sessions, price and days. */
export function PackageForm({ plans }: { plans: MyProfile["plans"] }) {
  const queryClient = useQueryClient();
  const [planId, setPlanId] = useState("");
  const [name, setName] = useState("");
  const [sessions, setSessions] = useState("");
  const [price, setPrice] = useState("");
  const [days, setDays] = useState("");
  const [errors, setErrors] = useState<Fields>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await createPackage({
        plan_id: whole(planId), name, sessions: whole(sessions), price: whole(price), valid_days: whole(days),
      });
      setErrors({});
      setName("");
      setSessions("");
      setPrice("");
      setDays("");
      toast.success(T.created);
      void queryClient.invalidateQueries({ queryKey: packageKeys.all() });
    } catch (error) {
      toast.error(T.notCreated);
      if (error instanceof ApiError) {
        const fields = error.fields as Fields;
        setErrors(fields);
        // A message said on its field already is not said twice.
        setMessage(Object.values(fields).includes(error.message) ? null : error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card package-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="section-title">{T.newTitle}</h2>
      <div className="field">
        <label htmlFor="package-plan">{T.plan}</label>
        <select id="package-plan" name="plan_id" autoComplete="off" value={planId}
          aria-invalid={errors.plan_id ? true : undefined} onChange={(event) => setPlanId(event.target.value)}>
          <option value="">{T.choosePlan}</option>
          {plans.map((plan) => <option key={plan.id} value={String(plan.id)}>{plan.name}</option>)}
        </select>
        {errors.plan_id && <p className="field-error">{errors.plan_id}</p>}
      </div>
      <TextField label={T.name} name="package_name" autoComplete="off" maxLength={100} value={name}
        onChange={(event) => setName(event.target.value)} error={errors.name} />
      <TextField label={T.sessions} name="sessions" autoComplete="off" inputMode="numeric" value={sessions}
        onChange={(event) => setSessions(event.target.value)} error={errors.sessions} hint={T.sessionsHint} />
      <TextField label={T.price} name="price" autoComplete="off" inputMode="numeric" value={price}
        onChange={(event) => setPrice(event.target.value)} error={errors.price} />
      <TextField label={T.validDays} name="valid_days" autoComplete="off" inputMode="numeric" value={days}
        onChange={(event) => setDays(event.target.value)} error={errors.valid_days} hint={T.daysHint} />
      <p className="muted">{T.unusedRule}</p>
      <FormMessage text={message} />
      <button type="submit" className="button button-primary" disabled={busy}>{busy ? T.pleaseWait : T.create}</button>
    </form>
  );
}

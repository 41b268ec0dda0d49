import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { IoTrashOutline } from "react-icons/io5";
import type { FieldErrors } from "../../../shared/api/api-error";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { savePlans } from "../api/save-plans";
import { MIN_PLAN_PRICE, PLAN_MINUTES, PLAN_TYPE_TEXTS, PLAN_TYPES } from "../constants";
import { useSave } from "../hooks/use-save";
import { formatRupees } from "../../../shared/format/rupees";
import { checkPlan } from "../lib/plan-rules";
import type { Plan, PlanType, Profile } from "../types";
import { EditSection } from "./edit-section";
import { SaveButton, SelectField, SwitchField, TextAreaField } from "./form-fields";

/** A listed plan; `id` only for plans already stored (the server keeps those). */
interface PlanRow {
  key: string;
  id?: number;
  name: string;
  price: number;
  type: PlanType;
  /** The session length it needs; null: any. */
  duration_minutes: number | null;
}

const toRows = (plans: Plan[]): PlanRow[] =>
  plans.map((plan) => ({ ...plan, duration_minutes: plan.duration_minutes ?? null, key: `plan-${plan.id}` }));

/** The server's messages about the plan at `index` ("plans.<index>.<field>"). */
function errorsOf(errors: FieldErrors, index: number): string[] {
  const prefix = `plans.${index}.`;
  return Object.entries(errors)
    .filter(([field]) => field.startsWith(prefix))
    .map(([, text]) => text);
}

/** Plans are added and deleted locally; Save sends the whole form (PUT /profiles/me/plans). */
export function PlansForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const { t } = useTranslation("profiles");
  const [rows, setRows] = useState(() => toRows(profile.plans));
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [type, setType] = useState<PlanType>("Online");
  const [length, setLength] = useState("");
  const [paymentRequired, setPaymentRequired] = useState(profile.payment_required);
  const [note, setNote] = useState(profile.consulting_note);
  const { run, busy, message, errors, setErrors } = useSave();
  const nextKey = useRef(0);

  const addPlan = () => {
    const check = checkPlan({ name, price });
    if (!check.ok) {
      if (check.via === "alert") window.alert(check.message);
      else toast.error(check.message);
      return;
    }
    nextKey.current += 1;
    const duration_minutes = length ? Number(length) : null;
    setRows((current) => [
      ...current,
      { key: `new-${nextKey.current}`, name: check.name, price: check.price, type, duration_minutes },
    ]);
    setName("");
    setPrice("");
  };

  // Enter in a plan input adds the plan instead of saving the whole form.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addPlan();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() =>
      savePlans({
        plans: rows.map(({ id, name, type, price, duration_minutes }) => ({ id, name, type, price, duration_minutes })),
        consulting_note: note,
        payment_required: paymentRequired,
      }),
    );
    if (!saved) return;
    setRows(toRows(saved.plans)); // new plans now have ids
    onSaved();
  };

  return (
    <EditSection heading={t("Service / Session")}>
      <form onSubmit={submit} noValidate className="edit-form">
        <div className="plan-inputs">
          <TextField
            label={t("Session Name")}
            name="plan_name"
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={addOnEnter}
          />
          <TextField
            label={t("Price")}
            name="price"
            autoComplete="off"
            type="number"
            inputMode="numeric"
            min={MIN_PLAN_PRICE + 1}
            step={1}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            onKeyDown={addOnEnter}
          />
          <SelectField
            label={t("Type")}
            name="type"
            autoComplete="off"
            value={type}
            onChange={(e) => setType(e.target.value as PlanType)}
          >
            {PLAN_TYPES.map((option) => (
              <option key={option} value={option}>
                {PLAN_TYPE_TEXTS[option]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("Length")}
            name="duration_minutes"
            autoComplete="off"
            value={length}
            onChange={(e) => setLength(e.target.value)}
          >
            <option value="">{t("Any length")}</option>
            {PLAN_MINUTES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t("{{minutes}} min", { minutes })}
              </option>
            ))}
          </SelectField>
          <button type="button" className="button button-outline add-plan" onClick={addPlan}>
            {t("Add Session")}
          </button>
        </div>
        {rows.length === 0 ? (
          <p className="muted">{t("Session not added")}</p>
        ) : (
          <ul className="edit-items">
            {rows.map((plan, index) => (
              <li key={plan.key} className="edit-item">
                <div>
                  <p className="edit-item-title">{plan.name}</p>
                  <p className="edit-item-detail">
                    {formatRupees(plan.price)} · {PLAN_TYPE_TEXTS[plan.type]}
                    {plan.duration_minutes ? ` · ${t("{{minutes}} min", { minutes: plan.duration_minutes })}` : ""}
                  </p>
                  {errorsOf(errors, index).map((error) => (
                    <p key={error} className="field-error">
                      {error}
                    </p>
                  ))}
                </div>
                <button
                  type="button"
                  className="icon-button delete-button"
                  aria-label={t("Delete {{name}}", { name: plan.name })}
                  onClick={() => {
                    setRows((current) => current.filter((row) => row.key !== plan.key));
                    // The plans after it move up: messages keyed by index would land on the wrong one.
                    setErrors({});
                  }}
                >
                  <IoTrashOutline aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <SwitchField
          label={t("Payment After Booking")}
          hint={t("On: clients pay as they book, and the booking is made only once the payment is complete. Off: clients book first and pay later.")}
          checked={paymentRequired}
          onChange={(e) => setPaymentRequired(e.target.checked)}
        />
        <TextAreaField label={t("Consulting Note")} value={note} onChange={(e) => setNote(e.target.value)} />
        <SaveButton busy={busy} />
        <FormMessage text={message} />
      </form>
    </EditSection>
  );
}

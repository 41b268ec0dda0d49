import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ChangeEvent } from "react";
import toast from "react-hot-toast";
import { ApiError, type FieldErrors } from "../../../shared/api/api-error";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { earningsKeys } from "../api/query-keys";
import { getTaxDetails, saveTaxDetails } from "../api/tax";
import { TAX_TEXTS as T } from "../tax-texts";
import type { TaxDetails, TaxDetailsDraft } from "../types";

type Values = Omit<TaxDetailsDraft, "exempt"> & { exempt: boolean };

function valuesOf(details: TaxDetails): Values {
  const { legal_name, pan, gstin, state, address, exempt, sac } = details;
  return { legal_name, pan, gstin, state, address, exempt, sac };
}

/** The tax details section of the dashboard: reads /tax/details, then shows the form. */
export function TaxDetailsSection() {
  const titleId = useId();
  const details = useQuery({ queryKey: earningsKeys.taxDetails(), queryFn: ({ signal }) => getTaxDetails(signal) });
  return (
    <section className="card tax-details" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">{T.detailsTitle}</h2>
      <p className="muted">{T.detailsIntro}</p>
      {details.data ? <TaxDetailsForm details={details.data} /> : <div className="skeleton tax-skeleton" aria-hidden="true" />}
    </section>
  );
}

/**
 * PAN (checked by its format), an optional GSTIN (by its check digit), the state, address,
 * SAC and whether the service is exempt; every check is the server's, each message shown on
 * its field.
 */
function TaxDetailsForm({ details }: { details: TaxDetails }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(() => valuesOf(details));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: Exclude<keyof Values, "exempt">) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const saved = await saveTaxDetails(values);
      setErrors({});
      setValues(valuesOf(saved));
      queryClient.setQueryData(earningsKeys.taxDetails(), saved);
      toast.success(T.saved);
    } catch (cause) {
      if (cause instanceof ApiError) {
        setErrors(cause.fields);
        setProblem(Object.keys(cause.fields).length ? T.notSaved : cause.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="tax-details-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField label={T.legalName} name="legal_name" autoComplete="name" maxLength={200} value={values.legal_name ?? ""}
        onChange={change("legal_name")} error={errors.legal_name} />
      <TextField label={T.pan} name="pan" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={20}
        value={values.pan ?? ""} onChange={change("pan")} error={errors.pan} hint={T.panHint} />
      <TextField label={T.gstin} name="gstin" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={30}
        value={values.gstin ?? ""} onChange={change("gstin")} error={errors.gstin} hint={T.gstinHint} />
      <div className="field">
        <label htmlFor="tax-state">{T.state}</label>
        <select id="tax-state" name="state" autoComplete="address-level1" value={values.state}
          aria-invalid={errors.state ? true : undefined} aria-describedby={errors.state ? "tax-state-error" : undefined}
          onChange={change("state")}>
          <option value="">{T.chooseState}</option>
          {details.states.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)}
        </select>
        {errors.state && <p className="field-error" id="tax-state-error">{errors.state}</p>}
      </div>
      <TextField label={T.address} name="address" autoComplete="street-address" maxLength={400} value={values.address ?? ""}
        onChange={change("address")} error={errors.address} />
      <TextField label={T.sac} name="sac" autoComplete="off" inputMode="numeric" maxLength={10} value={values.sac ?? ""}
        onChange={change("sac")} error={errors.sac} />
      <div className="tax-exempt">
        <input id="tax-exempt" type="checkbox" name="exempt" checked={values.exempt}
          onChange={(event) => setValues((current) => ({ ...current, exempt: event.target.checked }))} />
        <label htmlFor="tax-exempt">{T.exempt}</label>
      </div>
      {errors.exempt && <p className="field-error">{errors.exempt}</p>}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? T.saving : T.save}
      </button>
      <FormMessage text={problem} />
    </form>
  );
}

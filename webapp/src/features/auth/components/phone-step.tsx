import { useId } from "react";
import { TextField } from "../../../shared/ui/text-field";
import { COUNTRY_CODES, SIGN_IN_TEXTS as T } from "../constants";
import type { SignInFlow } from "../hooks/use-sign-in-flow";

const digitsOnly = (value: string) => value.replace(/\D/g, "");

export function PhoneStep({ flow }: { flow: SignInFlow }) {
  const selectId = useId();
  const { form, busy, fieldErrors } = flow;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.sendCode();
      }}
    >
      <div className="phone-row">
        <div className="field country-field">
          <label htmlFor={selectId}>{T.countryCode}</label>
          <select
            id={selectId}
            value={form.countryCode}
            onChange={(event) => flow.update("countryCode", event.target.value)}
          >
            {COUNTRY_CODES.map(({ code, iso, country }) => (
              <option key={`${code}-${iso}`} value={code} title={country}>
                {`${code} (${iso})`}
              </option>
            ))}
          </select>
          {fieldErrors.country_code && <p className="field-error">{fieldErrors.country_code}</p>}
        </div>
        <TextField
          className="phone-field"
          label={T.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={14}
          placeholder="9876543210"
          required
          value={form.phone}
          error={fieldErrors.phone}
          onChange={(event) => flow.update("phone", digitsOnly(event.target.value))}
        />
      </div>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? T.busy : T.sendCode}
      </button>
    </form>
  );
}

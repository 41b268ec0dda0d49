import { Trans, useTranslation } from "react-i18next";
import { TextField } from "../../../shared/ui/text-field";
import { CODE_LENGTH, SIGN_IN_TEXTS as T } from "../constants";
import type { SignInFlow } from "../hooks/use-sign-in-flow";

/** A dot for each digit of the code: a picture of what to type, not words. */
const CODE_PLACEHOLDER = "•".repeat(CODE_LENGTH);

export function CodeStep({ flow }: { flow: SignInFlow }) {
  const { t } = useTranslation("auth");
  const { form, busy, fieldErrors } = flow;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.verify();
      }}
    >
      <p className="sent-to">
        <Trans
          t={t}
          i18nKey="Enter the 6-digit code sent to <1>{{phone}}</1>"
          defaults="Enter the 6-digit code sent to <1>{{phone}}</1>"
          values={{ phone: `${form.countryCode} ${form.phone}` }}
          components={{ 1: <strong /> }}
        />
      </p>
      <TextField
        className="code-field"
        label={T.code}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder={CODE_PLACEHOLDER}
        autoFocus
        required
        value={form.code}
        error={fieldErrors.code}
        onChange={(event) => flow.update("code", event.target.value.replace(/\D/g, ""))}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? T.busy : T.verify}
      </button>
      <div className="step-actions">
        <button type="button" className="link-button" onClick={flow.changeNumber} disabled={busy}>
          {T.changeNumber}
        </button>
        <button
          type="button"
          className="link-button"
          onClick={() => void flow.resendCode()}
          disabled={busy}
        >
          {T.resendCode}
        </button>
      </div>
    </form>
  );
}

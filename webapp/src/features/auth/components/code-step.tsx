import { TextField } from "../../../shared/ui/text-field";
import { CODE_LENGTH, SIGN_IN_TEXTS as T } from "../constants";
import type { SignInFlow } from "../hooks/use-sign-in-flow";

export function CodeStep({ flow }: { flow: SignInFlow }) {
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
        {T.codeSentTo} <strong>{`${form.countryCode} ${form.phone}`}</strong>
      </p>
      <TextField
        className="code-field"
        label={T.code}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder="••••••"
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

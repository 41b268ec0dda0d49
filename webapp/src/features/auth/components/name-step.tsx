import { TextField } from "../../../shared/ui/text-field";
import { SIGN_IN_TEXTS as T } from "../constants";
import type { SignInFlow } from "../hooks/use-sign-in-flow";

export function NameStep({ flow }: { flow: SignInFlow }) {
  const { form, busy, fieldErrors } = flow;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void flow.completeRegistration();
      }}
    >
      <TextField
        label={T.firstName}
        autoComplete="given-name"
        autoFocus
        required
        maxLength={60}
        value={form.firstName}
        error={fieldErrors.first_name}
        onChange={(event) => flow.update("firstName", event.target.value)}
      />
      <TextField
        label={T.lastName}
        autoComplete="family-name"
        required
        maxLength={60}
        value={form.lastName}
        error={fieldErrors.last_name}
        onChange={(event) => flow.update("lastName", event.target.value)}
      />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? T.busy : T.continue}
      </button>
      <div className="step-actions">
        <button type="button" className="link-button" onClick={flow.changeNumber} disabled={busy}>
          {T.changeNumber}
        </button>
      </div>
    </form>
  );
}

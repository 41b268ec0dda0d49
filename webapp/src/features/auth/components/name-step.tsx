import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PATHS } from "../../../shared/routing/paths";
import { TextField } from "../../../shared/ui/text-field";
import { SIGN_IN_TEXTS as T } from "../constants";
import type { SignInFlow } from "../hooks/use-sign-in-flow";

/** The last step of a first sign-in: the name, and the notice of what we collect and why
 * (DPDP Act s. 5), which creating the account acknowledges; optional uses are asked for
 * separately later (docs/privacy.md). */
export function NameStep({ flow }: { flow: SignInFlow }) {
  const { t } = useTranslation("auth");
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
      <p className="muted sign-up-notice">
        <Trans
          t={t}
          i18nKey="We keep your phone number and name to run your account. By continuing you confirm you have read our <1>Privacy Notice</1>: what we collect, why, how long we keep it and your rights. SMS, e-mail and marketing messages are your choice, and you can change them any time."
          defaults="We keep your phone number and name to run your account. By continuing you confirm you have read our <1>Privacy Notice</1>: what we collect, why, how long we keep it and your rights. SMS, e-mail and marketing messages are your choice, and you can change them any time."
          components={{ 1: <Link to={PATHS.privacy} /> }}
        />
      </p>
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

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "../../../shared/api/api-error";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { sendCode, type CodePurpose } from "../api/privacy-api";

interface CodeStepProps {
  purpose: CodePurpose;
  action: string;
  busy: boolean;
  error?: string;
  disabled?: boolean;
  onConfirm: (code: string) => void;
}

/** "Send me a code", then the 6-digit code texted to the user's own phone and the action. */
export function CodeStep({ purpose, action, busy, error, disabled, onConfirm }: CodeStepProps) {
  const { t } = useTranslation("privacy");
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setProblem(null);
    try {
      setSent((await sendCode(purpose)).message);
    } catch (cause) {
      setProblem(cause instanceof ApiError ? cause.message : errorMessage(cause));
    }
  };
  return (
    <form
      className="privacy-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(code);
      }}
    >
      <p className="muted">{t("To confirm it is you, we text a code to your phone.")}</p>
      <button type="button" className="btn btn-secondary" onClick={() => void send()} disabled={disabled}>
        {sent ? t("Send another code") : t("Send me a code")}
      </button>
      <FormMessage text={problem} />
      {sent && <p role="status">{sent}</p>}
      <TextField
        label={t("Code from the SMS")}
        name={`${purpose}-code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <button type="submit" className="btn btn-primary" disabled={busy || disabled}>
        {action}
      </button>
    </form>
  );
}

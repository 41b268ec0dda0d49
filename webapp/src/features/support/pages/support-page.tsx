import { useQuery } from "@tanstack/react-query";
import { useState, type ChangeEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { lastTenDigits } from "../../../shared/forms/ten-digit-phone";
import { meQuery } from "../../../shared/session/me-query";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { TextAreaField } from "../../../shared/ui/text-area-field";
import { TextField } from "../../../shared/ui/text-field";
import { SUPPORT_TEXTS as T } from "../constants";
import { useSendReport } from "../hooks/use-send-report";
import "./support-page.css";

type Typed = { name: string | null; phone: string | null; email: string; message: string };

/**
 * /support (public): a report with name, phone, e-mail and message. Signed in, the name and
 * phone come from the account (typed values win). A sent report shows its reference number
 * and clears the message, keeping the contact details for another.
 */
export function SupportPage() {
  const { t } = useTranslation("support");
  const signedIn = useSession(selectIsSignedIn);
  const me = useQuery({ ...meQuery, enabled: signedIn });
  const [typed, setTyped] = useState<Typed>({ name: null, phone: null, email: "", message: "" });
  const report = useSendReport({ onSent: () => setTyped((current) => ({ ...current, message: "" })) });
  const values = {
    name: typed.name ?? me.data?.name ?? "",
    phone: typed.phone ?? lastTenDigits(me.data?.phone ?? ""),
    email: typed.email,
    message: typed.message,
  };
  const change = (field: keyof Typed) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setTyped((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Page narrow>
      <h1 className="page-title">{T.title}</h1>
      <p className="muted">{T.intro}</p>
      <div role="status">
        {report.reference && (
          <div className="card support-receipt">
            <p>
              <Trans
                t={t}
                i18nKey="Your reference number is <1>{{reference}}</1>"
                defaults="Your reference number is <1>{{reference}}</1>"
                values={{ reference: report.reference }}
                components={{ 1: <strong /> }}
              />
            </p>
            <p className="muted">{T.referenceNote}</p>
          </div>
        )}
      </div>
      <form
        className="card support-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void report.send(values);
        }}
      >
        <TextField label={T.name} name="name" autoComplete="name" required value={values.name} onChange={change("name")} error={report.errors.name} />
        <TextField
          label={T.phone}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          required
          value={values.phone}
          onChange={change("phone")}
          error={report.errors.phone}
          hint={T.enterPhone}
        />
        <TextField
          label={T.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={change("email")}
          error={report.errors.email}
        />
        <TextAreaField
          label={T.message}
          name="message"
          autoComplete="off"
          required
          value={values.message}
          onChange={change("message")}
          error={report.errors.message}
        />
        <button type="submit" className="button button-primary button-block" disabled={report.busy}>
          {report.busy ? T.sending : T.submit}
        </button>
        <FormMessage text={report.problem} />
      </form>
    </Page>
  );
}

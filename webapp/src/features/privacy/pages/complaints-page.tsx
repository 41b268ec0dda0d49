import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { ApiError, errorMessage } from "../../../shared/api/api-error";
import { dateTimeFormat } from "../../../shared/i18n/intl";
import { useSocketFrame } from "../../../shared/socket/socket";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { TextAreaField } from "../../../shared/ui/text-area-field";
import { TextField } from "../../../shared/ui/text-field";
import { fileGrievance, listGrievances, privacyKeys, type Grievance } from "../api/privacy-api";
import { GrievanceOfficer } from "../components/grievance-officer";
import "./privacy.css";

const when = (iso: string) =>
  dateTimeFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** /complaints: a complaint to the grievance officer (its ticket number at once) and each
 * step of the user's complaints, live. */
export function ComplaintsPage() {
  const { t } = useTranslation("privacy");
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: privacyKeys.grievances(), queryFn: ({ signal }) => listGrievances(signal) });
  useSocketFrame("grievance.updated", () => void queryClient.invalidateQueries({ queryKey: privacyKeys.grievances() }));
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [filed, setFiled] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      const made = await fileGrievance(subject, message);
      setFiled(made.reference);
      setSubject("");
      setMessage("");
      await queryClient.invalidateQueries({ queryKey: privacyKeys.grievances() });
    } catch (cause) {
      if (cause instanceof ApiError && Object.keys(cause.fields).length) setErrors(cause.fields);
      else setProblem(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page narrow>
      <h1 className="page-title">{t("My complaints")}</h1>
      <GrievanceOfficer />
      <div role="status">
        {filed && (
          <p className="card">
            <Trans
              t={t}
              i18nKey="Your ticket number is <1>{{reference}}</1>. We acknowledge it within 48 hours and resolve it within 30 days."
              defaults="Your ticket number is <1>{{reference}}</1>. We acknowledge it within 48 hours and resolve it within 30 days."
              values={{ reference: filed }}
              components={{ 1: <strong /> }}
            />
          </p>
        )}
      </div>
      <form
        className="card privacy-section"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField label={t("Subject")} name="subject" autoComplete="off" value={subject} onChange={(e) => setSubject(e.target.value)} error={errors.subject} />
        <TextAreaField label={t("Your complaint")} name="message" autoComplete="off" value={message} onChange={(e) => setMessage(e.target.value)} error={errors.message} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t("Send the complaint")}
        </button>
        <FormMessage text={problem} />
      </form>
      <ul className="privacy-records" aria-label={t("Your complaints")}>
        {list.data?.map((item) => <GrievanceItem key={item.id} item={item} />)}
      </ul>
    </Page>
  );
}

function GrievanceItem({ item }: { item: Grievance }) {
  const { t } = useTranslation("privacy");
  const status = { received: t("Received"), acknowledged: t("Acknowledged"), resolved: t("Resolved") }[item.status] ?? item.status;
  return (
    <li className="card privacy-grievance" data-status={item.status}>
      <strong>
        {item.reference}: {item.subject}
      </strong>
      <span>
        {status} · {t("sent {{date}}", { date: when(item.created_at) })}
      </span>
      {item.status === "received" && <span className="muted">{t("Acknowledgement due by {{date}}", { date: when(item.acknowledge_due) })}</span>}
      {item.acknowledgement && <p>{item.acknowledgement}</p>}
      {item.status !== "resolved" && <span className="muted">{t("Resolution due by {{date}}", { date: when(item.resolve_due) })}</span>}
      {item.resolution && <p>{item.resolution}</p>}
    </li>
  );
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ApiError, errorMessage } from "../../../shared/api/api-error";
import { formatPaise } from "../../../shared/format/rupees";
import { dateTimeFormat } from "../../../shared/i18n/intl";
import { PATHS } from "../../../shared/routing/paths";
import { useSocketFrame } from "../../../shared/socket/socket";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import {
  downloadExport,
  getConsents,
  getDeletion,
  listExports,
  privacyKeys,
  requestDeletion,
  requestExport,
  setMarketing,
  type CodePurpose,
} from "../api/privacy-api";
import { CodeStep } from "../components/code-step";
import "./privacy.css";

const EXPORT: CodePurpose = "export";
const DELETE: CodePurpose = "delete";

const when = (iso: string) =>
  dateTimeFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** /account/data: consents, "Download my data" and "Delete my account" (docs/privacy.md). */
export function YourDataPage() {
  const { t } = useTranslation("privacy");
  return (
    <Page>
      <h1 className="page-title">{t("Your data")}</h1>
      <p className="muted">
        {t("What we hold about you and why is in our Privacy Notice.")} <Link to={PATHS.privacy}>{t("Privacy Notice")}</Link>
        {" · "}
        <Link to={PATHS.complaints}>{t("My complaints")}</Link>
      </p>
      <ConsentSection />
      <DownloadSection />
      <DeleteSection />
    </Page>
  );
}

function ConsentSection() {
  const { t } = useTranslation("privacy");
  const queryClient = useQueryClient();
  const consents = useQuery({ queryKey: privacyKeys.consents(), queryFn: ({ signal }) => getConsents(signal) });
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = async (granted: boolean) => {
    setProblem(null);
    try {
      queryClient.setQueryData(privacyKeys.consents(), await setMarketing(granted));
    } catch (cause) {
      setProblem(errorMessage(cause));
    }
  };
  return (
    <section className="card privacy-section" aria-labelledby="consents-title">
      <h2 id="consents-title" className="section-title">{t("Your consents")}</h2>
      <label className="privacy-check">
        <input
          type="checkbox"
          name="marketing"
          checked={consents.data?.marketing ?? false}
          disabled={!consents.data}
          onChange={(event) => void toggle(event.target.checked)}
        />
        {t("Send me news and offers by e-mail and SMS")}
      </label>
      <p className="muted">
        {t("Which notifications reach you by push, SMS or e-mail is chosen on")} <Link to={PATHS.accountDevices}>{t("Your devices")}</Link>
      </p>
      <FormMessage text={problem} />
      <ul className="privacy-records" aria-label={t("Consent records")}>
        {consents.data?.records.map((record, index) => (
          <li key={index}>
            <strong>{record.granted ? t("Given") : t("Withdrawn")}</strong>{" "}
            {t("{{date}}: “{{wording}}” (version {{version}})", { date: when(record.at), wording: record.wording, version: record.version })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DownloadSection() {
  const { t } = useTranslation("privacy");
  const queryClient = useQueryClient();
  const exports = useQuery({ queryKey: privacyKeys.exports(), queryFn: ({ signal }) => listExports(signal) });
  useSocketFrame("export.updated", () => void queryClient.invalidateQueries({ queryKey: privacyKeys.exports() }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const ask = async (code: string) => {
    setBusy(true);
    setError(undefined);
    setProblem(null);
    try {
      await requestExport(code);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.exports() });
    } catch (cause) {
      if (cause instanceof ApiError && cause.fields.code) setError(cause.fields.code);
      else setProblem(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  const status = (value: string) =>
    ({ building: t("Being prepared"), ready: t("Ready"), failed: t("Could not be prepared"), expired: t("Expired") })[value] ?? value;
  return (
    <section className="card privacy-section" aria-labelledby="download-title">
      <h2 id="download-title" className="section-title">{t("Download my data")}</h2>
      <p className="muted">
        {t("A ZIP of everything we hold about you (profile, plans, schedules, appointments, messages, reviews, payments, devices, notifications, consents) and your pictures. It is prepared in the background and kept for a few days.")}
      </p>
      <CodeStep purpose={EXPORT} action={t("Prepare my download")} busy={busy} error={error} onConfirm={(code) => void ask(code)} />
      <FormMessage text={problem} />
      <ul className="privacy-exports" aria-label={t("Your downloads")}>
        {exports.data?.map((item) => (
          <li key={item.id} data-status={item.status}>
            <span>{when(item.created_at)}</span> <strong>{status(item.status)}</strong>
            {item.status === "ready" && (
              <>
                {" "}
                <span className="muted">{t("until {{date}}", { date: when(item.expires_at) })}</span>{" "}
                <button type="button" className="btn btn-secondary" onClick={() => void downloadExport(item.id).catch((cause) => setProblem(errorMessage(cause)))}>
                  {t("Download")}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation("privacy");
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: privacyKeys.deletion(), queryFn: ({ signal }) => getDeletion(signal) });
  const [accept, setAccept] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const open = state.data?.open;
  const ask = async (code: string) => {
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      await requestDeletion(code, accept);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.deletion() });
    } catch (cause) {
      if (cause instanceof ApiError && Object.keys(cause.fields).length) setErrors(cause.fields);
      else setProblem(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  if (state.data?.scheduled) return null; // the app's banner says when, with "Cancel deletion"
  return (
    <section className="card privacy-section" aria-labelledby="delete-title">
      <h2 id="delete-title" className="section-title">{t("Delete my account")}</h2>
      <p className="muted">
        {t("Your personal data is erased. Payments and earnings records are kept, anonymised, as the tax law requires; your reviews and messages stay for the other side, shown as from a deleted user. You can cancel during the grace period.")}
      </p>
      {open && (
        <div className="privacy-open">
          <h3>{t("What is still open")}</h3>
          {open.appointments.length === 0 && open.seats.length === 0 && <p>{t("No upcoming appointments or webinar seats.")}</p>}
          <ul>
            {open.appointments.map((item) => (
              <li key={item.appointment_id}>
                {item.side === "client"
                  ? t("Your appointment with {{name}} ({{plan}}) on {{date}} is cancelled: {{refund}} back to you.", {
                      name: item.with_name, plan: item.plan_name, date: when(item.starts_at), refund: formatPaise(item.refund_paise),
                    })
                  : t("{{name}}'s appointment with you ({{plan}}) on {{date}} is cancelled: {{refund}} back to them.", {
                      name: item.with_name, plan: item.plan_name, date: when(item.starts_at), refund: formatPaise(item.refund_paise),
                    })}
              </li>
            ))}
            {open.seats.map((seat) => (
              <li key={seat.booking_id}>
                {seat.hosted
                  ? t("Someone has a seat at your webinar {{title}} on {{date}}.", { title: seat.title, date: when(seat.starts_at) })
                  : t("Your seat at {{title}} on {{date}} is given up.", { title: seat.title, date: when(seat.starts_at) })}
              </li>
            ))}
          </ul>
          {(open.forfeit_paise > 0 || open.credits_left > 0) && (
            <p>
              {t("Not yet withdrawn: {{balance}} (of which {{pending}} still pending); unused package sessions: {{credits}}.", {
                balance: formatPaise(open.forfeit_paise), pending: formatPaise(open.pending_paise), credits: open.credits_left,
              })}{" "}
              <Link to={PATHS.withdraw}>{t("Withdraw first")}</Link>
            </p>
          )}
          {Object.values(open.blockers).map((text) => (
            <p key={text} className="field-error">{text}</p>
          ))}
          {(open.forfeit_paise > 0 || open.credits_left > 0) && (
            <label className="privacy-check">
              <input type="checkbox" name="accept_forfeit" checked={accept} onChange={(event) => setAccept(event.target.checked)} />
              {t("I give up what is not withdrawn and my unused sessions, as the Terms say")}
            </label>
          )}
          {errors.accept_forfeit && <p className="field-error">{errors.accept_forfeit}</p>}
          {Object.entries(errors)
            .filter(([field]) => !["code", "accept_forfeit"].includes(field))
            .map(([field, text]) => (
              <p key={field} className="field-error">{text}</p>
            ))}
        </div>
      )}
      <CodeStep
        purpose={DELETE}
        action={t("Delete my account")}
        busy={busy}
        error={errors.code}
        disabled={!open || Object.keys(open.blockers).length > 0}
        onConfirm={(code) => void ask(code)}
      />
      <FormMessage text={problem} />
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { api } from "../../../shared/api/api-client";
import type { Schema } from "../../../shared/api/schemas";
import { getAppConfig } from "../../../shared/config/app-config";
import { PATHS } from "../../../shared/routing/paths";
import { LegalPage } from "../components/legal-page";
import { SUPPORT_PATH } from "../constants";

const DATA_PATH = PATHS.accountData;
const COMPLAINTS_PATH = PATHS.complaints;

/** The grievance officer and the periods the notice names (the server's settings). */
function useNotice() {
  return useQuery({
    queryKey: ["privacy", "notice"],
    queryFn: ({ signal }) => api.get<Schema<"NoticeOut">>("/privacy/notice", { signal }),
    staleTime: Infinity,
  });
}

export function PrivacyPage() {
  const { t } = useTranslation("legal");
  const notice = useNotice();
  const { siteName } = getAppConfig();
  const strong = { 1: <strong /> };
  return (
    <LegalPage title={t("Privacy Policy")} path="/privacy">
      <p>
        {t(
          "This Privacy Policy explains what personal data {{siteName}} collects, why, and the choices you have. We follow the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 of India.",
          { siteName },
        )}
      </p>

      <h2>{t("1. What we collect")}</h2>
      <ul>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Account data:</1> your mobile number, first and last name, username and, if you add them, your photo, e-mail address and profile details."
            defaults="<1>Account data:</1> your mobile number, first and last name, username and, if you add them, your photo, e-mail address and profile details."
            components={strong}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Booking data:</1> appointments and webinars you book or offer, the messages exchanged about them, and reviews."
            defaults="<1>Booking data:</1> appointments and webinars you book or offer, the messages exchanged about them, and reviews."
            components={strong}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Payment data:</1> order and payment references and amounts. Card, UPI and bank details are entered on Razorpay's checkout and are never stored by us."
            defaults="<1>Payment data:</1> order and payment references and amounts. Card, UPI and bank details are entered on Razorpay's checkout and are never stored by us."
            components={strong}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Payout data (professionals):</1> account holder name, bank account number and IFSC code needed to pay out earnings."
            defaults="<1>Payout data (professionals):</1> account holder name, bank account number and IFSC code needed to pay out earnings."
            components={strong}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Device data:</1> the browser and device you sign in from and when each session was last used, so you can review and sign out devices."
            defaults="<1>Device data:</1> the browser and device you sign in from and when each session was last used, so you can review and sign out devices."
            components={strong}
          />
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Usage data:</1> pages viewed, collected with Google Analytics when it is enabled, to understand how the service is used."
            defaults="<1>Usage data:</1> pages viewed, collected with Google Analytics when it is enabled, to understand how the service is used."
            components={strong}
          />
        </li>
      </ul>

      <h2>{t("2. How we use it")}</h2>
      <ul>
        <li>{t("To sign you in with a one-time code sent by SMS and to keep your account secure.")}</li>
        <li>{t("To show professionals and webinars, take bookings and tell both sides about them.")}</li>
        <li>{t("To process payments, refunds and payouts, and to meet tax and accounting duties.")}</li>
        <li>{t("To answer support requests and reports, and to prevent fraud and abuse.")}</li>
      </ul>

      <h2>{t("3. Who we share it with")}</h2>
      <p>
        {t(
          "When you book, the professional or organiser sees your name and the contact details needed to deliver the service. We share data with service providers who work for us: Razorpay (payments), an SMS provider (sign-in codes), hosting and e-mail providers, and Google Analytics. We do not sell your personal data. We disclose data to authorities only when Indian law requires it.",
        )}
      </p>

      <h2>{t("4. Storage and security")}</h2>
      <p>
        {t(
          "Sign-in codes are stored only in hashed form and expire after a few minutes. Sessions can be revoked at any time from your Account page. Data is sent over encrypted connections. We keep account data while your account is open and booking and payment records for as long as tax law requires.",
        )}
      </p>

      <h2>{t("5. Cookies and local storage")}</h2>
      <p>
        {t(
          "We keep your sign-in token in your browser's local storage. When analytics is enabled, Google Analytics sets cookies to count visits; you can block them in your browser.",
        )}
      </p>

      <h2>{t("6. Your rights")}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="You can access and correct your data, withdraw consent, ask us to delete your account, and nominate someone to act for you. Write to us through <1>Support and Report</1> and we will respond within 30 days."
          defaults="You can access and correct your data, withdraw consent, ask us to delete your account, and nominate someone to act for you. Write to us through <1>Support and Report</1> and we will respond within 30 days."
          components={{ 1: <Link to={SUPPORT_PATH} /> }}
        />
      </p>
      <ul>
        <li>
          <Trans
            t={t}
            i18nKey="<1>Download your data:</1> on <2>Your data</2>, confirmed with a code sent to your phone, you get a ZIP of everything we hold about you and your pictures, kept for {{days}} days."
            defaults="<1>Download your data:</1> on <2>Your data</2>, confirmed with a code sent to your phone, you get a ZIP of everything we hold about you and your pictures, kept for {{days}} days."
            values={{ days: notice.data?.export_days ?? 7 }}
            components={{ 1: <strong />, 2: <Link to={DATA_PATH} /> }}
          />
        </li>
        <li>{t("Correct your data: every detail you gave can be changed where you gave it (profile, schedule, notification choices, booking forms).")}</li>
        <li>
          {t(
            "Delete your account: your personal data is erased {{days}} days after you ask (you can cancel until then). Payment and earnings records are kept, anonymised, for 8 years as the tax law requires; your reviews and messages stay for the other side, shown as from a deleted user.",
            { days: notice.data?.grace_days ?? 7 },
          )}
        </li>
        <li>{t("Consent: SMS, e-mail and push notifications and news and offers are used only with your consent, recorded with its time and wording, and withdrawn as easily as given.")}</li>
      </ul>

      <h2>{t("Grievance Officer")}</h2>
      <p>{t("Complaints about your data or our service go to our Grievance Officer. You get a ticket number at once, an acknowledgement within 48 hours and a resolution within 30 days.")}</p>
      {notice.data && (
        <address>
          {notice.data.officer_name}
          <br />
          <a href={`mailto:${notice.data.officer_email}`}>{notice.data.officer_email}</a>
          {notice.data.officer_phone && (
            <>
              <br />
              <a href={`tel:${notice.data.officer_phone}`}>{notice.data.officer_phone}</a>
            </>
          )}
        </address>
      )}
      <p>
        <Link to={COMPLAINTS_PATH}>{t("Send a complaint")}</Link>
      </p>

      <h2>{t("How long we keep it")}</h2>
      <ul>
        <li>{t("Your account, profile, schedules, bookings and notifications: while your account is open.")}</li>
        <li>{t("Payments, refunds, earnings and withdrawals: 8 years, for the tax law.")}</li>
        <li>{t("Records of signed-in devices and our logs: one year after they end.")}</li>
        <li>{t("Sign-in codes: a day after they expire. Downloads of your data: {{days}} days.", { days: notice.data?.export_days ?? 7 })}</li>
      </ul>

      <h2>{t("7. Children")}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="{{siteName}} is not meant for children under 13. Users under 18 need the consent of a parent or guardian, as described in our <1>Terms and Conditions</1>."
          defaults="{{siteName}} is not meant for children under 13. Users under 18 need the consent of a parent or guardian, as described in our <1>Terms and Conditions</1>."
          values={{ siteName }}
          components={{ 1: <Link to="/terms" /> }}
        />
      </p>

      <h2>{t("8. Changes")}</h2>
      <p>
        {t(
          "If we change this policy we will update the date above and, for important changes, tell you in the app.",
        )}
      </p>
    </LegalPage>
  );
}

import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { LegalPage } from "../components/legal-page";

export function AboutPage() {
  const { t } = useTranslation("legal");
  const { siteName } = getAppConfig();
  return (
    <LegalPage title={t("About Us")} path="/about" showUpdated={false}>
      <p>
        {t(
          "{{siteName}} is a consultation marketplace made in India. We help people reach trusted professionals (doctors, lawyers, engineers, HR experts, professors, teachers, fitness coaches, financial advisers, entrepreneurs and influencers) and book time with them in a few taps, from anywhere in the country.",
          { siteName },
        )}
      </p>

      <ul className="legal-highlights">
        <li>
          <strong>{t("For clients")}</strong>
          <br />
          {t(
            "Search by name or field, compare profiles and reviews, pick a plan and a free slot, and pay securely in rupees.",
          )}
        </li>
        <li>
          <strong>{t("For professionals")}</strong>
          <br />
          {t(
            "Publish your plans and weekly schedule, accept bookings, share meeting links and get paid to your bank account.",
          )}
        </li>
        <li>
          <strong>{t("Webinars")}</strong>
          <br />
          {t("Host or join online and offline events, free or paid, with live seat counts.")}
        </li>
      </ul>

      <h2>{t("Why we built it")}</h2>
      <p>
        {t(
          "Good advice is often one phone call away, but finding the right expert, agreeing on a time and paying safely is hard. {{siteName}} puts all of that in one place: no e-mail ping-pong, no payment worries, and a clear record of every booking.",
          { siteName },
        )}
      </p>

      <h2>{t("How it works")}</h2>
      <ul>
        <li>{t("Sign in with your mobile number: no password to remember.")}</li>
        <li>{t("Book an appointment in a professional's available slot or register for a webinar.")}</li>
        <li>
          {t(
            "Pay online through Razorpay with UPI, cards, net banking or wallets when the professional asks for payment.",
          )}
        </li>
        <li>{t("Chat with the professional after your booking is accepted and leave a review after.")}</li>
      </ul>

      <h2>{t("Trust and safety")}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="Verified professionals carry a badge on their profile. If a professional does not deliver or turns out to be fraudulent, you get a full refund, as set out in our <1>Terms and Conditions</1>. We handle your data as described in our <2>Privacy Policy</2>."
          defaults="Verified professionals carry a badge on their profile. If a professional does not deliver or turns out to be fraudulent, you get a full refund, as set out in our <1>Terms and Conditions</1>. We handle your data as described in our <2>Privacy Policy</2>."
          components={{ 1: <Link to="/terms" />, 2: <Link to="/privacy" /> }}
        />
      </p>

      <h2>{t("Contact")}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="Questions, feedback or something to report? Reach us through <1>Support and Report</1>."
          defaults="Questions, feedback or something to report? Reach us through <1>Support and Report</1>."
          components={{ 1: <Link to="/support" /> }}
        />
      </p>
    </LegalPage>
  );
}

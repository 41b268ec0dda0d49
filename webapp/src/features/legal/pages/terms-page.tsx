import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { LegalPage } from "../components/legal-page";
import { MINIMUM_AGE, SUPPORT_PATH } from "../constants";

export function TermsPage() {
  const { t } = useTranslation("legal");
  const { siteName } = getAppConfig();
  const support = { 1: <Link to={SUPPORT_PATH} /> };
  return (
    <LegalPage title={t("Terms and Conditions")} path="/terms">
      <p>
        <Trans
          t={t}
          i18nKey="Welcome to {{siteName}}. These Terms and Conditions govern your use of our website and services, through which clients find professionals, book paid or free consultations and register for webinars. By signing in or using {{siteName}} you agree to these terms and to our <1>Privacy Policy</1>. You can learn more about us on the <2>About Us</2> page."
          defaults="Welcome to {{siteName}}. These Terms and Conditions govern your use of our website and services, through which clients find professionals, book paid or free consultations and register for webinars. By signing in or using {{siteName}} you agree to these terms and to our <1>Privacy Policy</1>. You can learn more about us on the <2>About Us</2> page."
          values={{ siteName }}
          components={{ 1: <Link to="/privacy" />, 2: <Link to="/about" /> }}
        />
      </p>

      <h2>{t("1. Eligibility")}</h2>
      <p>
        {t(
          "You must be at least {{minimumAge}} years old to use {{siteName}}. If you are under 18, you may use the service only with the involvement and consent of a parent or legal guardian, who is responsible for any booking or payment made on your behalf.",
          { minimumAge: MINIMUM_AGE, siteName },
        )}
      </p>

      <h2>{t("2. Your account")}</h2>
      <ul>
        <li>
          {t(
            "You sign in with your mobile number and a one-time code sent by SMS. Keep your phone secure: anyone who can read your messages can sign in as you.",
          )}
        </li>
        <li>
          {t(
            "You are responsible for the activity on your account. You can see the devices signed in to your account and sign them out from the Account page.",
          )}
        </li>
        <li>{t("Give accurate information, including your real name, and keep it up to date.")}</li>
        <li>
          {t(
            "You may delete your account from the Your data page. Your upcoming appointments are then cancelled under the cancellation policy (refunded as it says; in full to your clients if you are the professional). A balance you have not withdrawn, earnings still pending and unused package sessions are given up when the account is deleted: withdraw them first to keep them. The deletion happens after a grace period during which you can cancel it.",
          )}
        </li>
      </ul>

      <h2>{t("3. The marketplace")}</h2>
      <p>
        {t(
          "{{siteName}} is a platform that connects clients with independent professionals such as doctors, lawyers, engineers, teachers, fitness trainers and financial advisers. Professionals are not our employees or agents. Each professional is responsible for the advice and services they give, for holding any licence or registration their profession requires in India, and for the accuracy of their profile. A consultation on {{siteName}} is not a substitute for emergency services; in an emergency, call 112.",
          { siteName },
        )}
      </p>

      <h2>{t("4. Appointments and webinars")}</h2>
      <ul>
        <li>
          {t(
            "Professionals publish appointment plans and weekly availability; a slot can be booked only while it has places left.",
          )}
        </li>
        <li>
          {t(
            "Depending on the professional, a booking is either confirmed after online payment or sent to the professional, who may accept or reject it. A rejection comes with a reason.",
          )}
        </li>
        <li>{t("Webinars may be online or offline, free or paid, and have a limited number of seats.")}</li>
        <li>
          {t(
            "Be on time and treat professionals and other participants with respect. Meeting links and event material are for your own use and must not be shared or resold.",
          )}
        </li>
      </ul>

      <h2>{t("5. Prices and payments")}</h2>
      <p>
        {t(
          "Prices are shown in Indian Rupees (₹) and include any applicable taxes unless stated otherwise. Payments are processed by our payment partner Razorpay using cards, UPI, net banking or wallets. We do not store your card or bank details. A payment is confirmed only after it has been verified with Razorpay.",
        )}
      </p>
      <p>
        {t(
          "A professional may offer coupon codes. A code works only for the sessions and webinars its professional chose, within its dates and number of uses. The price shown after the code is the price you pay, and a refund is of that price. A booking that is cancelled, rejected or left unpaid gives its use of the code back. A booking whose price after the code is ₹0 needs no payment.",
        )}
      </p>

      <h2>{t("6. Cancellations and refunds")}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="If a professional does not deliver a booked consultation or webinar, or if a professional is found to be fraudulent, you are entitled to a full refund of the amount you paid. Refunds are made to the original payment method, usually within 5 to 7 working days after approval. To ask for a refund, write to us through <1>Support and Report</1> with your booking details. Other cancellations follow the policy stated by the professional or organiser when you book."
          defaults="If a professional does not deliver a booked consultation or webinar, or if a professional is found to be fraudulent, you are entitled to a full refund of the amount you paid. Refunds are made to the original payment method, usually within 5 to 7 working days after approval. To ask for a refund, write to us through <1>Support and Report</1> with your booking details. Other cancellations follow the policy stated by the professional or organiser when you book."
          components={support}
        />
      </p>
      <p id="packages">
        {t(
          "Packages of sessions: a package is valid for the number of days shown on it, from its purchase. Each session is booked with one of its credits instead of paying. A credit comes back when the professional rejects or cancels the session, or when you cancel it while the professional's policy still gives everything back; a later cancel uses the credit. Sessions not booked by the expiry date are not refunded: their value is the professional's.",
        )}
      </p>

      <h2>{t("7. Professionals and organisers")}</h2>
      <p>
        {t(
          "Professionals agree to deliver what they sell, at the agreed time, and to keep their availability accurate. Earnings from paid bookings are credited to the professional's dashboard after the platform fee and can be withdrawn to a verified Indian bank account. We may withhold payouts for bookings under dispute and recover refunded amounts.",
        )}
      </p>

      <h2>{t("8. Acceptable use")}</h2>
      <ul>
        <li>{t("Do not post false, misleading, abusive, obscene or unlawful content.")}</li>
        <li>{t("Do not impersonate anyone or misrepresent your qualifications.")}</li>
        <li>{t("Do not take bookings or payments for our users outside the platform to avoid fees.")}</li>
        <li>{t("Do not try to disrupt, scrape or gain unauthorised access to the service.")}</li>
      </ul>
      <p>
        {t(
          "We may remove content, suspend or close accounts that break these terms, and report unlawful activity to the authorities.",
        )}
      </p>

      <h2>{t("9. Reviews")}</h2>
      <p>
        {t(
          "Clients may review a professional after a paid, accepted appointment. Reviews must be honest and based on your own experience. We may remove reviews that break these terms.",
        )}
      </p>

      <h2>{t("10. Limitation of liability")}</h2>
      <p>
        {t(
          'The service is provided "as is". To the extent permitted by law, {{siteName}} is not liable for the advice or conduct of professionals, or for indirect or consequential losses. Our total liability for any claim is limited to the amount you paid for the booking concerned.',
          { siteName },
        )}
      </p>

      <h2>{t("11. Changes")}</h2>
      <p>
        {t(
          "We may update these terms. We will show the date of the latest change at the top of this page, and continuing to use {{siteName}} after a change means you accept the new terms.",
          { siteName },
        )}
      </p>

      <h2>{t("12. Governing law")}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts in India. Questions or complaints can be sent through <1>Support and Report</1>; our grievance officer responds within the time required by the Information Technology Act, 2000 and its rules."
          defaults="These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts in India. Questions or complaints can be sent through <1>Support and Report</1>; our grievance officer responds within the time required by the Information Technology Act, 2000 and its rules."
          components={support}
        />
      </p>
    </LegalPage>
  );
}

import { Link } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { LegalPage } from "../components/legal-page";
import { LEGAL_TEXTS as T, MINIMUM_AGE, SUPPORT_PATH } from "../constants";

export function TermsPage() {
  const { siteName } = getAppConfig();
  return (
    <LegalPage title={T.terms} path="/terms">
      <p>
        Welcome to {siteName}. These Terms and Conditions govern your use of our website and
        services, through which clients find professionals, book paid or free consultations and
        register for webinars. By signing in or using {siteName} you agree to these terms and to
        our <Link to="/privacy">{T.privacy}</Link>. You can learn more about us on the{" "}
        <Link to="/about">{T.about}</Link> page.
      </p>

      <h2>1. Eligibility</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to use {siteName}. If you are under 18, you
        may use the service only with the involvement and consent of a parent or legal guardian,
        who is responsible for any booking or payment made on your behalf.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          You sign in with your mobile number and a one-time code sent by SMS. Keep your phone
          secure: anyone who can read your messages can sign in as you.
        </li>
        <li>
          You are responsible for the activity on your account. You can see the devices signed
          in to your account and sign them out from the Account page.
        </li>
        <li>Give accurate information, including your real name, and keep it up to date.</li>
      </ul>

      <h2>3. The marketplace</h2>
      <p>
        {siteName} is a platform that connects clients with independent professionals such as
        doctors, lawyers, engineers, teachers, fitness trainers and financial advisers.
        Professionals are not our employees or agents. Each professional is responsible for the
        advice and services they give, for holding any licence or registration their profession
        requires in India, and for the accuracy of their profile. A consultation on {siteName} is
        not a substitute for emergency services; in an emergency, call 112.
      </p>

      <h2>4. Appointments and webinars</h2>
      <ul>
        <li>
          Professionals publish appointment plans and weekly availability; a slot can be booked
          only while it has places left.
        </li>
        <li>
          Depending on the professional, a booking is either confirmed after online payment or
          sent to the professional, who may accept or reject it. A rejection comes with a reason.
        </li>
        <li>
          Webinars may be online or offline, free or paid, and have a limited number of seats.
        </li>
        <li>
          Be on time and treat professionals and other participants with respect. Meeting links
          and event material are for your own use and must not be shared or resold.
        </li>
      </ul>

      <h2>5. Prices and payments</h2>
      <p>
        Prices are shown in Indian Rupees (₹) and include any applicable taxes unless stated
        otherwise. Payments are processed by our payment partner Razorpay using cards, UPI, net
        banking or wallets. We do not store your card or bank details. A payment is confirmed only
        after it has been verified with Razorpay.
      </p>

      <h2>6. Cancellations and refunds</h2>
      <p>
        If a professional does not deliver a booked consultation or webinar, or if a professional
        is found to be fraudulent, you are entitled to a full refund of the amount you paid.
        Refunds are made to the original payment method, usually within 5 to 7 working days after
        approval. To ask for a refund, write to us through{" "}
        <Link to={SUPPORT_PATH}>{T.contact}</Link> with your booking details. Other cancellations
        follow the policy stated by the professional or organiser when you book.
      </p>

      <h2>7. Professionals and organisers</h2>
      <p>
        Professionals agree to deliver what they sell, at the agreed time, and to keep their
        availability accurate. Earnings from paid bookings are credited to the professional's
        dashboard after the platform fee and can be withdrawn to a verified Indian bank account.
        We may withhold payouts for bookings under dispute and recover refunded amounts.
      </p>

      <h2>8. Acceptable use</h2>
      <ul>
        <li>Do not post false, misleading, abusive, obscene or unlawful content.</li>
        <li>Do not impersonate anyone or misrepresent your qualifications.</li>
        <li>Do not take bookings or payments for our users outside the platform to avoid fees.</li>
        <li>Do not try to disrupt, scrape or gain unauthorised access to the service.</li>
      </ul>
      <p>
        We may remove content, suspend or close accounts that break these terms, and report
        unlawful activity to the authorities.
      </p>

      <h2>9. Reviews</h2>
      <p>
        Clients may review a professional after a paid, accepted appointment. Reviews must be
        honest and based on your own experience. We may remove reviews that break these terms.
      </p>

      <h2>10. Limitation of liability</h2>
      <p>
        The service is provided "as is". To the extent permitted by law, {siteName} is not liable
        for the advice or conduct of professionals, or for indirect or consequential losses. Our
        total liability for any claim is limited to the amount you paid for the booking concerned.
      </p>

      <h2>11. Changes</h2>
      <p>
        We may update these terms. We will show the date of the latest change at the top of this
        page, and continuing to use {siteName} after a change means you accept the new terms.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive
        jurisdiction of the courts in India. Questions or complaints can be sent through{" "}
        <Link to={SUPPORT_PATH}>{T.contact}</Link>; our grievance officer responds within the
        time required by the Information Technology Act, 2000 and its rules.
      </p>
    </LegalPage>
  );
}

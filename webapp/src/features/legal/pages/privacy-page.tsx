import { Link } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { LegalPage } from "../components/legal-page";
import { LEGAL_TEXTS as T, SUPPORT_PATH } from "../constants";

export function PrivacyPage() {
  const { siteName } = getAppConfig();
  return (
    <LegalPage title={T.privacy} path="/privacy">
      <p>
        This Privacy Policy explains what personal data {siteName} collects, why, and the choices
        you have. We follow the Digital Personal Data Protection Act, 2023 and the Information
        Technology Act, 2000 of India.
      </p>

      <h2>1. What we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your mobile number, first and last name, username and,
          if you add them, your photo, e-mail address and profile details.
        </li>
        <li>
          <strong>Booking data:</strong> appointments and webinars you book or offer, the
          messages exchanged about them, and reviews.
        </li>
        <li>
          <strong>Payment data:</strong> order and payment references and amounts. Card, UPI and
          bank details are entered on Razorpay's checkout and are never stored by us.
        </li>
        <li>
          <strong>Payout data (professionals):</strong> account holder name, bank account number
          and IFSC code needed to pay out earnings.
        </li>
        <li>
          <strong>Device data:</strong> the browser and device you sign in from and when each
          session was last used, so you can review and sign out devices.
        </li>
        <li>
          <strong>Usage data:</strong> pages viewed, collected with Google Analytics when it is
          enabled, to understand how the service is used.
        </li>
      </ul>

      <h2>2. How we use it</h2>
      <ul>
        <li>To sign you in with a one-time code sent by SMS and to keep your account secure.</li>
        <li>To show professionals and webinars, take bookings and tell both sides about them.</li>
        <li>To process payments, refunds and payouts, and to meet tax and accounting duties.</li>
        <li>To answer support requests and reports, and to prevent fraud and abuse.</li>
      </ul>

      <h2>3. Who we share it with</h2>
      <p>
        When you book, the professional or organiser sees your name and the contact details
        needed to deliver the service. We share data with service providers who work for us:
        Razorpay (payments), an SMS provider (sign-in codes), hosting and e-mail providers, and
        Google Analytics. We do not sell your personal data. We disclose data to authorities only
        when Indian law requires it.
      </p>

      <h2>4. Storage and security</h2>
      <p>
        Sign-in codes are stored only in hashed form and expire after a few minutes. Sessions can
        be revoked at any time from your Account page. Data is sent over encrypted connections.
        We keep account data while your account is open and booking and payment records for as
        long as tax law requires.
      </p>

      <h2>5. Cookies and local storage</h2>
      <p>
        We keep your sign-in token in your browser's local storage. When analytics is enabled,
        Google Analytics sets cookies to count visits; you can block them in your browser.
      </p>

      <h2>6. Your rights</h2>
      <p>
        You can access and correct your data, withdraw consent, ask us to delete your account, and
        nominate someone to act for you. Write to us through{" "}
        <Link to={SUPPORT_PATH}>{T.contact}</Link> and we will respond within 30 days.
      </p>

      <h2>7. Children</h2>
      <p>
        {siteName} is not meant for children under 13. Users under 18 need the consent of a
        parent or guardian, as described in our <Link to="/terms">{T.terms}</Link>.
      </p>

      <h2>8. Changes</h2>
      <p>
        If we change this policy we will update the date above and, for important changes, tell
        you in the app.
      </p>
    </LegalPage>
  );
}

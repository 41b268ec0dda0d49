import { Link } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { LegalPage } from "../components/legal-page";
import { LEGAL_TEXTS as T } from "../constants";

export function AboutPage() {
  const { siteName } = getAppConfig();
  return (
    <LegalPage title={T.about} path="/about" showUpdated={false}>
      <p>
        {siteName} is a consultation marketplace made in India. We help people reach trusted
        professionals (doctors, lawyers, engineers, HR experts, professors, teachers, fitness
        coaches, financial advisers, entrepreneurs and influencers) and book time with them in a
        few taps, from anywhere in the country.
      </p>

      <ul className="legal-highlights">
        <li>
          <strong>For clients</strong>
          <br />
          Search by name or field, compare profiles and reviews, pick a plan and a free slot, and
          pay securely in rupees.
        </li>
        <li>
          <strong>For professionals</strong>
          <br />
          Publish your plans and weekly schedule, accept bookings, share meeting links and get
          paid to your bank account.
        </li>
        <li>
          <strong>Webinars</strong>
          <br />
          Host or join online and offline events, free or paid, with live seat counts.
        </li>
      </ul>

      <h2>Why we built it</h2>
      <p>
        Good advice is often one phone call away, but finding the right expert, agreeing on a time
        and paying safely is hard. {siteName} puts all of that in one place: no e-mail ping-pong,
        no payment worries, and a clear record of every booking.
      </p>

      <h2>How it works</h2>
      <ul>
        <li>Sign in with your mobile number: no password to remember.</li>
        <li>Book an appointment in a professional's available slot or register for a webinar.</li>
        <li>
          Pay online through Razorpay with UPI, cards, net banking or wallets when the
          professional asks for payment.
        </li>
        <li>Chat with the professional after your booking is accepted and leave a review after.</li>
      </ul>

      <h2>Trust and safety</h2>
      <p>
        Verified professionals carry a badge on their profile. If a professional does not deliver
        or turns out to be fraudulent, you get a full refund, as set out in our{" "}
        <Link to="/terms">{T.terms}</Link>. We handle your data as described in our{" "}
        <Link to="/privacy">{T.privacy}</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions, feedback or something to report? Reach us through{" "}
        <Link to="/support">{T.contact}</Link>.
      </p>
    </LegalPage>
  );
}

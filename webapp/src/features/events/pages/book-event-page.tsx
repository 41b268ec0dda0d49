import { useTranslation } from "react-i18next";
import { Navigate, useLocation, useSearchParams } from "react-router-dom";
import { BookerFields, useBooker } from "../../../shared/forms/booker-fields";
import { CouponField } from "../../../shared/coupons/coupon-field";
import { BusinessFields, useBusinessDetails } from "../../../shared/invoices/business-fields";
import { useCoupon } from "../../../shared/coupons/use-coupon";
import { bookEventAddress, couponParam } from "../../../shared/routing/addresses";
import { SIGN_IN_PATH } from "../../../shared/routing/require-session";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { FormMessage } from "../../../shared/ui/form-message";
import { HoldCountdown } from "../../../shared/ui/hold-countdown";
import { Page } from "../../../shared/ui/page";
import { useNow } from "../../../shared/ui/use-now";
import { EventNotNamed } from "../components/event-not-named";
import { EVENT_TEXTS as T } from "../constants";
import { useBookEventSubmit } from "../hooks/use-book-event-submit";
import { useLiveEvent } from "../hooks/use-live-event";
import { useWaitlist } from "../hooks/use-waitlist";
import { dateText, leftText, priceText, timeText } from "../lib/event-facts";
import { readEventAddress } from "../lib/navigation-state";
import "./events.css";

/**
 * /bookEvent?event={id} (or the spec's state `{ id }`). No event named: a note that leads on;
 * no session: sign-in (the spec's rule for booking).
 */
export function BookEventPage() {
  const [search] = useSearchParams();
  const { id } = readEventAddress(search, useLocation().state);
  const signedIn = useSession(selectIsSignedIn);
  // A code the link carries (`?coupon=CODE`), applied at once.
  const coupon = couponParam(search.get("coupon"));
  if (id === null) return <EventNotNamed />;
  // Signed in, back here: a shared link lands where it pointed.
  if (!signedIn) return <Navigate to={SIGN_IN_PATH} replace state={{ next: bookEventAddress(id, coupon) }} />;
  return <BookEvent key={id} eventId={id} coupon={coupon} />;
}

/**
 * Who books, then one of: "Book Event" (a seat is free, or one is offered to them from the
 * waitlist, with its countdown), "Pay Now" with the hold's countdown, their place in line, or
 * "Join waitlist" when every seat is taken.
 */
function BookEvent({ eventId, coupon: couponFromAddress }: { eventId: number; coupon: string }) {
  const { t } = useTranslation("events");
  const { data: event, isError } = useLiveEvent(eventId);
  const booker = useBooker();
  const coupon = useCoupon(couponFromAddress, { event_id: eventId });
  const business = useBusinessDetails();
  const booking = useBookEventSubmit(eventId, coupon.refuse, business);
  const waitlist = useWaitlist(eventId);
  const left = event ? leftText(event.left) : null;
  const clock = booking.clock;
  const wait = booking.held ? null : waitlist.wait;
  const offer = wait?.status === "offered" && wait.offer_expires_at ? wait.offer_expires_at : null;
  const offerNow = useNow(offer !== null);
  const soldOut = event?.left === 0 && !booking.held && !wait && waitlist.loaded;
  const busy = booking.busy || waitlist.busy;
  const form = () => ({ name: booker.name, email: booker.email, coupon: coupon.applied });

  let action;
  if (wait && !offer) {
    action = (
      <>
        <p className="wait-place" data-testid="wait-place">
          {T.inLine(wait.position)}
        </p>
        <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void waitlist.leave(wait)}>
          {t("Leave waitlist")}
        </button>
      </>
    );
  } else if (soldOut) {
    action = (
      <>
        <FormMessage text={t("Sold out. Join the waitlist and the next free seat is offered to you first.")} tone="info" />
        <button type="button" className="button button-primary button-block" disabled={busy} onClick={() => void waitlist.join(form())}>
          {busy ? t("Please Wail...") : t("Join waitlist")}
        </button>
      </>
    );
  } else {
    action = (
      <>
        {offer && <HoldCountdown note={t("A seat is held for you from the waitlist:")} expiresAt={offer} now={offerNow} />}
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {booking.busy ? t("Please Wail...") : booking.held ? t("Pay Now") : t("Book Event")}
        </button>
        {booking.held && (
          <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void booking.giveBack()}>
            {t("Give the seat back")}
          </button>
        )}
        {wait && offer && (
          <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => void waitlist.leave(wait)}>
            {t("Decline")}
          </button>
        )}
      </>
    );
  }

  return (
    <Page narrow>
      <h1 className="page-title">{t("Book Event")}</h1>
      {isError && <FormMessage text={t("Try Again Please...")} />}
      {event && (
        <div className="card book-event-summary">
          <p className="book-event-title">{event.title}</p>
          <p className="muted">
            {dateText(event.date)} · {timeText(event.start, event.end)} · {priceText(event.price)}
            {left !== null && <span data-testid="seats-left">{` · ${left}`}</span>}
          </p>
        </div>
      )}
      <form
        className="card book-event-form"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void booking.submit(form());
        }}
      >
        <BookerFields booker={booker} labels={{ fullName: t("Full Name"), phone: t("Phone"), email: t("Email") }} errors={{ ...waitlist.fieldErrors, ...booking.fieldErrors }} />
        {event && event.price > 0 && !booking.held && !soldOut && !wait && <CouponField coupon={coupon} disabled={busy} />}
        {event && event.price > 0 && !soldOut && !(wait && !offer) && coupon.pricePaise !== 0 && (
          <BusinessFields business={business} disabled={busy} />
        )}
        {clock &&
          (clock.lapsed ? (
            <FormMessage text={t("Your hold on this seat has lapsed. Please book again.")} />
          ) : (
            <HoldCountdown note={t("This seat is held for you while you pay:")} expiresAt={clock.expiresAt} now={clock.now} />
          ))}
        {action}
      </form>
    </Page>
  );
}

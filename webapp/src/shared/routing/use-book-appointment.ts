import { useNavigate, useSearchParams } from "react-router-dom";
import { selectIsSignedIn, useSession } from "../session/session-store";
import { bookAppointmentAddress, couponParam } from "./addresses";
import { SIGN_IN_PATH } from "./require-session";

/**
 * "Book Appointment" on a profile or a search card: signed in, to the booking page with the
 * professional's id in its address (a reload or a shared link shows the same page);
 * otherwise to sign-in with the profile's link segment, so that sign-in returns to
 * /view/{link}.
 */
export function useBookAppointment() {
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  // A profile's link may carry a code (`?coupon=CODE`): it goes on to the booking page.
  const coupon = couponParam(useSearchParams()[0].get("coupon")) || null;
  return (professional: { id: number; username: string }) => {
    const address = bookAppointmentAddress(professional.id, { coupon });
    if (signedIn) void navigate(address);
    else navigate(SIGN_IN_PATH, { state: { link: professional.username, ...(coupon ? { next: address } : {}) } });
  };
}

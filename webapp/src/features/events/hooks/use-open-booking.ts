import { useNavigate, useSearchParams } from "react-router-dom";
import { bookEventAddress, couponParam } from "../../../shared/routing/addresses";
import { SIGN_IN_PATH } from "../../../shared/routing/require-session";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";

/** "Book Event" / "Book Now": signed in, to /bookEvent?event={id}; otherwise /signup. */
export function useOpenBooking() {
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  // An event's link may carry a code (`?coupon=CODE`): it goes on to the booking step.
  const coupon = couponParam(useSearchParams()[0].get("coupon")) || null;
  return (id: number) => {
    if (signedIn) void navigate(bookEventAddress(id, coupon));
    else void navigate(SIGN_IN_PATH, coupon ? { state: { next: bookEventAddress(id, coupon) } } : undefined);
  };
}

import { useNavigate } from "react-router-dom";
import { bookEventAddress } from "../../../shared/routing/addresses";
import { SIGN_IN_PATH } from "../../../shared/routing/require-session";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";

/** "Book Event" / "Book Now": signed in, to /bookEvent?event={id}; otherwise /signup. */
export function useOpenBooking() {
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  return (id: number) => {
    if (signedIn) void navigate(bookEventAddress(id));
    else void navigate(SIGN_IN_PATH);
  };
}

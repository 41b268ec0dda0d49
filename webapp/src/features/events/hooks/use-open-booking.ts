import { useNavigate } from "react-router-dom";
import { SIGN_IN_PATH } from "../../../shared/routing/require-session";
import { selectIsSignedIn, useSession } from "../../../shared/session/session-store";
import { BOOK_EVENT_PATH } from "../constants";

/** "Book Event" / "Book Now": signed in, to /bookEvent with the event's id; otherwise /signup. */
export function useOpenBooking() {
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  return (id: number) => {
    if (signedIn) void navigate(BOOK_EVENT_PATH, { state: { id } });
    else void navigate(SIGN_IN_PATH);
  };
}

import { useNavigate } from "react-router-dom";
import { selectIsSignedIn, useSession } from "../session/session-store";
import { SIGN_IN_PATH } from "./require-session";
import { PATHS } from "./paths";


/**
 * "Book Appointment" on a profile or a search card: signed in, to the booking page with the
 * professional's id in navigation state; otherwise to sign-in with the profile's link segment,
 * so that sign-in returns to /view/{link}.
 */
export function useBookAppointment() {
  const navigate = useNavigate();
  const signedIn = useSession(selectIsSignedIn);
  return (professional: { id: number; username: string }) => {
    if (signedIn) navigate(PATHS.bookAppointment, { state: { id: professional.id } });
    else navigate(SIGN_IN_PATH, { state: { link: professional.username } });
  };
}

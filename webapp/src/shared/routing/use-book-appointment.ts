import { useNavigate } from "react-router-dom";
import { selectIsSignedIn, useSession } from "../session/session-store";
import { bookAppointmentAddress } from "./addresses";
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
  return (professional: { id: number; username: string }) => {
    if (signedIn) void navigate(bookAppointmentAddress(professional.id));
    else navigate(SIGN_IN_PATH, { state: { link: professional.username } });
  };
}

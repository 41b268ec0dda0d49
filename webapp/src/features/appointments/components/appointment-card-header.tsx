import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { Picture } from "../../../shared/ui/picture";
import type { Appointment } from "../api/types";

interface AppointmentCardHeaderProps {
  /** The professional the card is with (the same brief on a booking and on a place in line). */
  professional: Appointment["professional"];
  /** The heading's id: the card's `aria-labelledby`. */
  headingId: string;
}

/** The top of a client's card (a booking, a place in line): the professional's picture, name and position. */
export function AppointmentCardHeader({ professional, headingId }: AppointmentCardHeaderProps) {
  return (
    <header className="appointment-card-header">
      <Picture
        src={professional.image || DEFAULT_AVATAR}
        sources={professional.image_sources}
        sizes="48px"
        alt=""
        width={48}
        height={48}
      />
      <div>
        <h2 id={headingId}>{professional.name}</h2>
        <p className="muted">{professional.position}</p>
      </div>
    </header>
  );
}

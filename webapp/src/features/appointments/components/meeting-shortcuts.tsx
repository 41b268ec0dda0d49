import { SiGooglemaps, SiGooglemeet, SiZoom } from "react-icons/si";
import { PiMicrosoftTeamsLogo } from "react-icons/pi";
import { APPOINTMENT_TEXTS as T, MAPS_SHORTCUT, MEETING_SHORTCUTS } from "../constants";

const ICONS = { "Google Meet": SiGooglemeet, Zoom: SiZoom, "Microsoft Teams": PiMicrosoftTeamsLogo } as const;

/**
 * Where the professional makes the meeting they then send: for an Online session a new
 * meeting in Google Meet, Zoom or Teams; otherwise Google Maps, to find and share the place.
 * Each opens in a new tab.
 */
export function MeetingShortcuts({ online }: { online: boolean }) {
  if (!online) {
    return (
      <p className="meeting-shortcuts">
        <a href={MAPS_SHORTCUT} target="_blank" rel="noopener noreferrer" className="meeting-shortcut">
          <SiGooglemaps aria-hidden="true" />
          <span>{T.mapsShortcut}</span>
        </a>
      </p>
    );
  }
  return (
    <ul className="meeting-shortcuts" aria-label={T.meetingShortcuts}>
      {MEETING_SHORTCUTS.map(({ name, href }) => {
        const Icon = ICONS[name];
        return (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" className="meeting-shortcut">
              <Icon aria-hidden="true" />
              <span>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import { IoShareSocialOutline } from "react-icons/io5";
import { EVENT_TEXTS as T } from "../constants";
import { shareEvent } from "../lib/share-event";

export function ShareButton({ event }: { event: { id: number; title: string } }) {
  return (
    <button type="button" className="button button-outline button-small event-share" onClick={() => void shareEvent(event)}>
      <IoShareSocialOutline aria-hidden="true" /> {T.share}
    </button>
  );
}

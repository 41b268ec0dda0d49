import { BOOKING_TEXTS as T } from "../constants";
import { windowText, windowTextIn } from "../lib/slot-time";
import type { Slot } from "../types";

interface TimeChipsProps {
  slots: readonly Slot[];
  selected: number | null;
  onSelect: (windowId: number) => void;
  loading: boolean;
  /** The professional's zone when it differs from the viewer's (then each chip says both). */
  zoneLabel: { zone: string; viewerZone: string } | null;
}

/** "Choose a time": one chip per time with a place left. */
export function TimeChips({
  slots,
  selected,
  onSelect,
  loading,
  zoneLabel,
}: TimeChipsProps) {
  return (
    <section className="booking-section" aria-labelledby="booking-time-title">
      <h2 id="booking-time-title" className="booking-section-title">
        {T.chooseTime}
      </h2>
      {zoneLabel && (
        <p className="booking-zone-note">
          {T.zoneNote.replace("{zone}", zoneLabel.zone)}
        </p>
      )}
      {loading ? (
        <p className="booking-empty" aria-busy="true">
          {T.loading}
        </p>
      ) : slots.length === 0 ? (
        <p className="booking-empty">{T.noSlots}</p>
      ) : (
        <div
          className="booking-chips"
          role="radiogroup"
          aria-labelledby="booking-time-title"
        >
          {slots.map((slot) => {
            const text = windowText(slot.start, slot.end);
            const local = zoneLabel
              ? T.yourTime.replace(
                  "{time}",
                  windowTextIn(
                    slot.starts_at,
                    slot.ends_at,
                    zoneLabel.viewerZone,
                  ),
                )
              : null;
            return (
              <button
                key={slot.window_id}
                type="button"
                role="radio"
                aria-checked={selected === slot.window_id}
                className={`booking-chip${selected === slot.window_id ? " is-selected" : ""}`}
                data-window={slot.window_id}
                onClick={() => onSelect(slot.window_id)}
              >
                <span>{text}</span>
                {local && <small className="booking-chip-local">{local}</small>}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

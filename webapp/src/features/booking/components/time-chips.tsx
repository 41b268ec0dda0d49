import { WAITLIST_TEXTS as W } from "../../../shared/waitlist/constants";
import { BOOKING_TEXTS as T } from "../constants";
import { closedBy, slotKey } from "../lib/free-times";
import { sessionMinutes } from "../lib/plan-fit";
import { windowText, windowTextIn } from "../lib/slot-time";
import type { Slot } from "../types";

interface TimeChipsProps {
  slots: readonly Slot[];
  /** Full times show marked "Full", still to choose (to join their waitlist). */
  isFull: (slot: Slot) => boolean;
  /** The chosen time's key (free-times.ts, slotKey). */
  selected: string | null;
  onSelect: (key: string) => void;
  loading: boolean;
  /** The professional's zone when it differs from the viewer's (then each chip says both). */
  zoneLabel: { zone: string; viewerZone: string } | null;
  /** The chosen plan's length: shorter times stay on show, disabled, saying why. */
  needs: { minutes: number } | null;
  /** The time of the appointment being moved (its key): marked, and not to choose. */
  current?: string | null;
}

/**
 * "Choose a time": one chip per time, saying how many places are left where more than one,
 * or "Full" (read "10 : 00 - 10 : 30 AM, Full"). Times too short for the chosen plan, or
 * closed by other bookings (a buffer, the day's limit), are disabled rather than hidden, so
 * nothing moves, and say why on the chip (read "10 : 00 - 10 : 30 AM, Too short: ...").
 */
export function TimeChips({
  slots,
  isFull,
  selected,
  onSelect,
  loading,
  zoneLabel,
  needs,
  current = null,
}: TimeChipsProps) {
  return (
    <section className="booking-section" aria-labelledby="booking-time-title">
      <h2 id="booking-time-title" className="booking-section-title">
        {T.chooseTime}
      </h2>
      {zoneLabel && (
        <p className="booking-zone-note">
          {T.zoneNote(zoneLabel.zone)}
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
              ? T.yourTime(
                  windowTextIn(
                    slot.starts_at,
                    slot.ends_at,
                    zoneLabel.viewerZone,
                  ),
                )
              : null;
            const key = slotKey(slot);
            const tooShort = needs !== null && sessionMinutes(slot) < needs.minutes;
            const isCurrent = key === current;
            const full = !isCurrent && isFull(slot);
            const closed = closedBy(slot);
            const why = isCurrent ? T.currentTime : closed === "buffer" ? T.tooClose : closed === "daily_limit" ? T.dayLimit : tooShort ? T.tooShort(needs.minutes) : null;
            return (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={selected === key}
                className={`booking-chip${selected === key ? " is-selected" : ""}${full ? " is-full" : ""}${isCurrent ? " is-current" : ""}`}
                data-window={slot.window_id}
                data-start={slot.start}
                disabled={why !== null}
                onClick={() => onSelect(key)}
              >
                <span>
                  {text}
                  {(full || why) && <span className="visually-hidden">,</span>}
                </span>
                {full && <small className="booking-chip-full">{W.full}</small>}
                {why && <small className="booking-chip-why">{why}</small>}
                {slot.places > 1 && slot.left > 0 && " "}
                {slot.places > 1 && slot.left > 0 && (
                  <small className="booking-chip-left">{T.placesLeft(slot.left)}</small>
                )}
                {local && <small className="booking-chip-local">{local}</small>}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}

import { IoTrashOutline } from "react-icons/io5";
import type { FieldErrors } from "../../../shared/api/api-error";
import { DAY_SHORT_NAMES, SCHEDULE_TEXTS as T } from "../constants";
import { entryText, type ScheduleEntry } from "../lib/entries";

interface ScheduleListProps {
  entries: ScheduleEntry[] | null;
  loading: boolean;
  /** The server's messages, keyed as it sends them: "windows.<index>.<field>". */
  errors: FieldErrors;
  onRemove: (index: number) => void;
}

function errorsOf(errors: FieldErrors, index: number): string[] {
  const prefix = `windows.${index}.`;
  return Object.entries(errors)
    .filter(([field]) => field.startsWith(prefix))
    .map(([, text]) => text);
}

/** The list of times with a delete button each; "Please Wait..." then "Schedule Not Added". */
export function ScheduleList({ entries, loading, errors, onRemove }: ScheduleListProps) {
  if (!entries || entries.length === 0) {
    return <p className="muted schedule-empty">{loading ? T.pleaseWait : T.noSchedule}</p>;
  }
  return (
    <ul className="schedule-list">
      {entries.map((entry, index) => {
        const text = entryText(entry);
        const messages = errorsOf(errors, index);
        return (
          <li key={text} className={messages.length ? "schedule-item invalid" : "schedule-item"}>
            <div className="schedule-item-body">
              <p className="schedule-item-time">{text}</p>
              <p className="schedule-item-meta">
                {entry.days.map((day) => DAY_SHORT_NAMES[day]).join(" ")} ·{" "}
                {entry.session ? `${T.sessions(entry.session)} · ` : ""}
                {T.places(entry.places)}
              </p>
              {messages.map((message) => (
                <p key={message} className="field-error">
                  {message}
                </p>
              ))}
            </div>
            <button
              type="button"
              className="icon-button"
              aria-label={T.deleteTime(text)}
              onClick={() => onRemove(index)}
            >
              <IoTrashOutline aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

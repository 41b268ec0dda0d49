import { formatDateTime } from "../../../shared/format/date-time";
import type { Message } from "../api/types";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { authorLabel } from "../lib/message-author";
import { LinkedText } from "./linked-text";

interface MessageThreadProps {
  messages: Message[];
  meId: number | null;
  /** How the other side's messages are labelled ("Client", or the professional's name). */
  otherSide: string;
}

/** The appointment's messages, oldest first, each labelled You or the other side. */
export function MessageThread({ messages, meId, otherSide }: MessageThreadProps) {
  if (messages.length === 0) return <p className="muted appointment-no-messages">{T.noMessages}</p>;
  return (
    <ol className="message-thread" aria-live="polite">
      {messages.map((message) => {
        const label = authorLabel(message.author_id, meId, otherSide);
        const mine = label === T.you;
        return (
          <li key={message.id} className={mine ? "message message-mine" : "message"}>
            <p className="message-author">
              <strong>{label}</strong>{" "}
              <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
            </p>
            <p className="message-text">
              <LinkedText text={message.text} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}

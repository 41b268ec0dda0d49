import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import { FormMessage } from "../../../shared/ui/form-message";
import { Modal } from "../../../shared/ui/modal";
import { TextField } from "../../../shared/ui/text-field";
import { createCalendarFeed } from "../api/create-calendar-feed";
import { deleteCalendarFeed } from "../api/delete-calendar-feed";
import { calendarFeedKey, getCalendarFeed, type CalendarFeed as Feed } from "../api/get-calendar-feed";
import { CALENDAR_FEED_TEXTS as T } from "../calendar-feed-texts";
import "./calendar-feed.css";

/**
 * The user's private calendar subscription (webcal): off, a button to turn it on; on, the
 * link to copy or open in a calendar app, "Reset link" (after a confirmation: the old link
 * stops working) and "Turn off".
 */
export function CalendarFeed() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal) });
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const change = async (action: () => Promise<Feed | null>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      queryClient.setQueryData(calendarFeedKey, await action());
      toast.success(done);
    } catch (cause) {
      toast.error(errorMessage(cause));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const turnOn = () => change(createCalendarFeed, T.turnedOn);
  const reset = () => change(createCalendarFeed, T.resetDone);
  const turnOff = () => change(async () => (await deleteCalendarFeed(), null), T.turnedOff);

  return (
    <>
      <h2 className="section-title">{T.title}</h2>
      <section className="card calendar-feed">
        {feed.isPending ? (
          <p className="muted">{T.loading}</p>
        ) : feed.data ? (
          <FeedOn feed={feed.data} busy={busy} onReset={() => setConfirming(true)} onTurnOff={() => void turnOff()} />
        ) : feed.data === null ? (
          <>
            <h3>{T.offTitle}</h3>
            <p className="muted">{T.offText}</p>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void turnOn()}>
              {busy ? T.loading : T.turnOn}
            </button>
          </>
        ) : null}
        <FormMessage text={feed.error ? errorMessage(feed.error) : null} />
      </section>
      {confirming && (
        <Modal
          title={T.resetTitle}
          subtitle={T.resetText}
          className="calendar-feed-confirm"
          onClose={() => !busy && setConfirming(false)}
        >
          <div className="modal-actions">
            <button type="button" className="button button-outline" disabled={busy} onClick={() => setConfirming(false)}>
              {T.keep}
            </button>
            <button type="button" className="button button-danger" disabled={busy} onClick={() => void reset()}>
              {busy ? T.loading : T.confirmReset}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

interface FeedOnProps {
  feed: Feed;
  busy: boolean;
  onReset: () => void;
  onTurnOff: () => void;
}

function FeedOn({ feed, busy, onReset, onTurnOff }: FeedOnProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  return (
    <>
      <p className="muted">{T.onText}</p>
      <div className="calendar-feed-link">
        <TextField
          label={T.urlLabel}
          value={feed.url}
          readOnly
          hint={T.help}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button button-outline button-small" onClick={() => void copy()}>
          {T.copy}
        </button>
      </div>
      <div className="calendar-feed-actions">
        <a className="button button-primary button-small" href={feed.webcal_url}>
          {T.open}
        </a>
        <button type="button" className="button button-outline button-small" disabled={busy} onClick={onReset}>
          {T.reset}
        </button>
        <button type="button" className="button button-outline button-small" disabled={busy} onClick={onTurnOff}>
          {busy ? T.loading : T.turnOff}
        </button>
      </div>
    </>
  );
}

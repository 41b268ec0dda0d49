import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { BookingSettings } from "../components/booking-settings";
import { DaysOff } from "../components/days-off";
import { ScheduleList } from "../components/schedule-list";
import { TimeForm } from "../components/time-form";
import { SCHEDULE_TEXTS as T } from "../constants";
import { useScheduleEditor } from "../hooks/use-schedule-editor";
import "./schedule-page.css";

/** The schedule page (behind sign-in): the professional's weekly times and booking settings. */
export function SchedulePage() {
  const editor = useScheduleEditor();
  return (
    <Page>
      <header className="schedule-header">
        <h1 className="page-title">{T.title}</h1>
        <p className="muted">{T.subtitle}</p>
      </header>
      <TimeForm onAdd={editor.add} />

      <section className="card schedule-list-card" aria-labelledby="schedule-list-title">
        <h2 id="schedule-list-title" className="schedule-section-title">
          {T.schedule}
        </h2>
        <ScheduleList
          entries={editor.entries}
          loading={editor.loading}
          errors={editor.errors}
          onRemove={editor.remove}
        />
      </section>

      <BookingSettings value={editor.settings} errors={editor.errors} onChange={editor.changeSettings} />

      {editor.loadFailed && (
        <div className="schedule-load-failed">
          <FormMessage text={T.loadFailed} />
          <button type="button" className="button button-outline button-small" onClick={editor.retryLoad}>
            {T.retry}
          </button>
        </div>
      )}
      <FormMessage text={editor.message} />
      {editor.unsaved && (
        <div className="schedule-unsaved">
          <FormMessage text={T.unsaved} tone="info" />
          <button type="button" className="button button-outline button-small" onClick={editor.discard}>
            {T.discard}
          </button>
        </div>
      )}
      <button
        type="button"
        className="button button-primary button-block schedule-save"
        disabled={!editor.canSave}
        onClick={editor.save}
      >
        {editor.saving ? T.pleaseWait : T.save}
      </button>

      <DaysOff />
    </Page>
  );
}

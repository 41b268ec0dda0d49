import { Page } from "../../../shared/ui/page";
import { EventForm } from "../components/event-form";
import { EVENT_ADMIN_TEXTS as T } from "../constants";
import { useSaveEvent } from "../hooks/use-save-event";
import { EMPTY_EVENT_FORM } from "../lib/event-form";
import "./event-admin.css";

/** /createEvent (behind sign-in): a new event; on success the host goes to /events. */
export function CreateEventPage() {
  const { save, busy, errors } = useSaveEvent({ eventId: null, loaded: null });
  return (
    <Page narrow>
      <h1 className="page-title">{T.createTitle}</h1>
      <EventForm
        initial={EMPTY_EVENT_FORM}
        banner={null}
        bannerSources={null}
        submitLabel={T.create}
        busy={busy}
        errors={errors}
        onSubmit={save}
      />
    </Page>
  );
}

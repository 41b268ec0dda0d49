import { useTranslation } from "react-i18next";
import { Page } from "../../../shared/ui/page";
import { EventForm } from "../components/event-form";
import { useSaveEvent } from "../hooks/use-save-event";
import { EMPTY_EVENT_FORM } from "../lib/event-form";
import "./event-admin.css";

/** /createEvent (behind sign-in): a new event; on success the host goes to /events. */
export function CreateEventPage() {
  const { t } = useTranslation("event-admin");
  const { save, busy, errors } = useSaveEvent({ eventId: null, loaded: null });
  return (
    <Page narrow>
      <h1 className="page-title">{t("Create Event")}</h1>
      <EventForm
        initial={EMPTY_EVENT_FORM}
        banner={null}
        bannerSources={null}
        submitLabel={t("Create Event")}
        busy={busy}
        errors={errors}
        onSubmit={save}
      />
    </Page>
  );
}

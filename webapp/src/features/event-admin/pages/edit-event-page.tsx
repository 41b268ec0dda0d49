import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { EventForm } from "../components/event-form";
import { useEventDetail } from "../hooks/use-event-detail";
import { EVENTS_PATH, useSaveEvent } from "../hooks/use-save-event";
import { eventIdFrom } from "../lib/event-state";
import { formFromEvent } from "../lib/event-form";
import type { EventDetail } from "../types";
import "./event-admin.css";

/** /editEvent (behind sign-in, state { id }; without it, back to /events). */
export function EditEventPage() {
  const { t } = useTranslation("event-admin");
  const id = eventIdFrom(useLocation().state);
  const detail = useEventDetail(id);
  if (id === null) return <Navigate to={EVENTS_PATH} replace />;
  return (
    <Page narrow>
      <h1 className="page-title">{t("Edit Event")}</h1>
      {detail.isPending && <div className="skeleton event-form-skeleton" aria-busy="true" aria-label={t("Loading...")} />}
      {detail.isError && <FormMessage text={t("Try Again Please...")} />}
      {/* Keyed by the stored version: the form starts from what was loaded. */}
      {detail.data && <EditForm key={detail.data.id} event={detail.data} />}
    </Page>
  );
}

function EditForm({ event }: { event: EventDetail }) {
  const { t } = useTranslation("event-admin");
  const loaded = useMemo(() => formFromEvent(event), [event]);
  const { save, busy, errors } = useSaveEvent({ eventId: event.id, loaded });
  return (
    <EventForm
      initial={loaded}
      banner={event.banner}
      bannerSources={event.banner_sources}
      submitLabel={t("Save")}
      busy={busy}
      errors={errors}
      onSubmit={save}
    />
  );
}

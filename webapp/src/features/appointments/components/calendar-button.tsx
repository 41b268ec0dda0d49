import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../../../shared/api/api-error";
import { getCalendarFile } from "../api/get-calendar-file";
import { APPOINTMENT_TEXTS as T } from "../constants";
import { saveFile } from "../../../shared/api/files";

/** "Add to calendar": the accepted appointment as an .ics file for any calendar app. */
export function CalendarButton({ appointmentId }: { appointmentId: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getCalendarFile(appointmentId), `appointment-${appointmentId}.ics`);
    } catch (error) {
      toast.error(error instanceof ApiError && error.status === 409 ? error.message : T.calendarFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button button-outline button-small" disabled={busy} onClick={() => void download()}>
      {busy ? T.loading : T.addToCalendar}
    </button>
  );
}

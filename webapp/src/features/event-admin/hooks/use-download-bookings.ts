import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import { getBookingsCsv } from "../api/get-bookings-csv";
import { saveFile } from "../../../shared/api/files";

/** Fetches every booking of the event as CSV (with the session's token) and saves it. */
export function useDownloadBookings(id: number) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await getBookingsCsv(id), `event-${id}-bookings.csv`);
    } catch (cause) {
      toast.error(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}

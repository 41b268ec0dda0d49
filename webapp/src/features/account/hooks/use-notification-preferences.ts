import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import { listNotificationPreferences } from "../api/list-notification-preferences";
import { accountKeys } from "../api/query-keys";
import { setNotificationPreferences } from "../api/set-notification-preferences";
import type { NotificationChoice } from "../api/types";

export type Channel = "push" | "sms" | "email";

/** Where a kind's saves stand: they run one after another, each sending the row as shown then. */
interface KindSaves {
  queue: Promise<void>;
  pending: number;
  /** The row as the server last had it: what a failed save goes back to. */
  confirmed: NotificationChoice;
}

const sameChannels = (a: NotificationChoice, b: NotificationChoice) =>
  a.push === b.push && a.sms === b.sms && a.email === b.email;

/**
 * Each kind's channels, and `choose(kind, channel, on)`: the box changes at once, and only that
 * kind is saved. Saves of one kind go in order (the last click wins, whatever the network does);
 * a failed one puts the row back as the server has it and says why in a toast.
 */
export function useNotificationPreferences() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: accountKeys.notificationPreferences(),
    queryFn: ({ signal }) => listNotificationPreferences(signal),
  });
  const saves = useRef(new Map<string, KindSaves>());
  const [saving, setSaving] = useState(0);
  const [saved, setSaved] = useState(false);

  const choose = useCallback(
    (kind: string, channel: Channel, on: boolean) => {
      const key = accountKeys.notificationPreferences();
      const rowOf = () => queryClient.getQueryData<NotificationChoice[]>(key)?.find((row) => row.kind === kind);
      const replace = (update: (row: NotificationChoice) => NotificationChoice) =>
        queryClient.setQueryData<NotificationChoice[]>(key, (rows) =>
          rows?.map((row) => (row.kind === kind ? update(row) : row)),
        );
      const shown = rowOf();
      if (!shown) return;
      let entry = saves.current.get(kind);
      if (!entry || entry.pending === 0) {
        entry = { queue: entry?.queue ?? Promise.resolve(), pending: 0, confirmed: shown };
        saves.current.set(kind, entry);
      }
      const kindSaves = entry;
      // A refetch under way would bring the old value back over the new one.
      void queryClient.cancelQueries({ queryKey: key });
      replace((row) => ({ ...row, [channel]: on }));
      kindSaves.pending += 1;
      setSaving((count) => count + 1);
      setSaved(false);

      const save = async () => {
        const wanted = rowOf();
        try {
          if (wanted && !sameChannels(wanted, kindSaves.confirmed)) {
            const { push, sms, email } = wanted;
            const rows = await setNotificationPreferences([{ kind, push, sms, email }]);
            const stored = rows.find((row) => row.kind === kind);
            if (stored) {
              kindSaves.confirmed = stored;
              // Unless clicked again meanwhile (a save of that is queued), show what was stored.
              replace((row) => (sameChannels(row, wanted) ? stored : row));
            }
            setSaved(true);
          }
        } catch (cause) {
          replace(() => kindSaves.confirmed);
          setSaved(false);
          toast.error(errorMessage(cause));
        } finally {
          kindSaves.pending -= 1;
          setSaving((count) => count - 1);
        }
      };
      kindSaves.queue = kindSaves.queue.then(save);
    },
    [queryClient],
  );

  return {
    choices: query.data,
    loading: query.isPending,
    error: query.error ? errorMessage(query.error) : null,
    status: saving > 0 ? ("saving" as const) : saved ? ("saved" as const) : null,
    choose,
  };
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../shared/api/api-error";
import {
  pushSupport,
  PushSetupError,
  subscribeThisDevice,
  unsubscribeThisDevice,
  type PushProblem,
} from "../../../shared/push/push-subscription";
import { FormMessage } from "../../../shared/ui/form-message";
import { getPushState } from "../api/get-push-state";
import { accountKeys } from "../api/query-keys";
import { subscribePush } from "../api/subscribe-push";
import type { PushState } from "../api/types";
import { unsubscribePush } from "../api/unsubscribe-push";
import { PUSH_TEXTS as T } from "../push-texts";
import "./push-toggle.css";

/** What went wrong, in words (read when shown, so in the language shown). */
const PROBLEMS: Record<PushProblem, string> = {
  get unsupported() { return T.unsupported; },
  get "home-screen"() { return T.homeScreen; },
  get blocked() { return T.blocked; },
  get dismissed() { return T.dismissed; },
  get "no-worker"() { return T.noWorker; },
  get refused() { return T.refused; },
};

/**
 * "Turn on / off notifications on this device", for the current device's row. The server says
 * whether this session takes pushes; a browser that still holds a subscription the server has
 * not (signed in again) shows "Turn on", which stores that subscription again.
 */
export function PushToggle({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: accountKeys.pushState(), queryFn: ({ signal }) => getPushState(signal) });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!state.data) return <FormMessage text={state.error ? errorMessage(state.error) : null} />;
  const { subscribed, public_key: publicKey } = state.data;
  const support = pushSupport();

  const change = async (action: () => Promise<unknown>, nowSubscribed: boolean, done: string) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await action();
      queryClient.setQueryData<PushState>(accountKeys.pushState(), (old) => old && { ...old, subscribed: nowSubscribed });
      toast.success(done);
      onChanged();
    } catch (cause) {
      setProblem(cause instanceof PushSetupError ? PROBLEMS[cause.problem] : errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () => change(async () => subscribePush(await subscribeThisDevice(publicKey)), true, T.turnedOn);
  // The server first: once it forgets the device no push is sent, whatever the browser answers.
  const turnOff = () =>
    change(
      async () => {
        await unsubscribePush();
        await unsubscribeThisDevice();
      },
      false,
      T.turnedOff,
    );

  return (
    <div className="device-push">
      {subscribed || support === "supported" ? (
        <button
          type="button"
          className="button button-outline button-small"
          disabled={busy}
          onClick={() => void (subscribed ? turnOff() : turnOn())}
        >
          {busy ? T.working : subscribed ? T.turnOff : T.turnOn}
        </button>
      ) : (
        <p className="device-push-note">{support === "home-screen" ? T.homeScreen : T.unsupported}</p>
      )}
      {!subscribed && support === "supported" && !problem && (
        // Blocked before: say so now, not after a click that cannot ask again.
        <p className="device-push-note">{Notification.permission === "denied" ? T.blocked : T.hint}</p>
      )}
      <FormMessage text={problem} />
    </div>
  );
}

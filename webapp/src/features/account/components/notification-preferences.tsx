import { useId } from "react";
import { FormMessage } from "../../../shared/ui/form-message";
import type { NotificationChoice } from "../api/types";
import { useNotificationPreferences, type Channel } from "../hooks/use-notification-preferences";
import { PREFERENCE_TEXTS as T } from "../push-texts";
import "./notification-preferences.css";

/** The channels' columns and their names (read when shown, so in the language shown). */
const channels = (): ReadonlyArray<[Channel, string]> => [
  ["push", T.push],
  ["sms", T.sms],
  ["email", T.email],
];

/**
 * Per kind of notification, the channels it reaches the user by besides the app: one row a
 * kind, a checkbox a channel, each saved at once. Each box is named by its column's and its
 * row's headers ("Push New bookings"); on a phone the rows stack and each box shows its
 * channel's name beside it.
 */
export function NotificationPreferences() {
  const { choices, loading, error, status, choose } = useNotificationPreferences();
  const id = useId();
  const columnId = (channel: Channel) => `${id}-${channel}`;
  const rowId = (choice: NotificationChoice) => `${id}-${choice.kind}`;
  const columns = channels();

  return (
    <>
      <h2 className="section-title">{T.title}</h2>
      <section className="card notification-preferences">
        <div className="notification-preferences-head">
          <p className="muted">
            {T.inApp} {T.choose}
          </p>
          <p className="notification-preferences-status" role="status">
            {status === "saving" ? T.saving : status === "saved" ? T.saved : ""}
          </p>
        </div>
        {choices ? (
          <table>
            <thead>
              <tr>
                <th scope="col" className="notification-preferences-kind">
                  {T.kind}
                </th>
                {columns.map(([channel, name]) => (
                  <th key={channel} scope="col" id={columnId(channel)}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {choices.map((choice) => (
                <tr key={choice.kind}>
                  <th scope="row">
                    <span id={rowId(choice)} className="notification-preferences-label">
                      {choice.label}
                    </span>
                    <span className="notification-preferences-about">{choice.about}</span>
                  </th>
                  {columns.map(([channel, name]) => (
                    <td key={channel}>
                      <label className="notification-preferences-box">
                        <input
                          type="checkbox"
                          name={`${channel}-${choice.kind}`}
                          checked={choice[channel]}
                          aria-labelledby={`${columnId(channel)} ${rowId(choice)}`}
                          onChange={(event) => choose(choice.kind, channel, event.currentTarget.checked)}
                        />
                        <span aria-hidden="true">{name}</span>
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          loading && <div className="skeleton" aria-busy="true" aria-label={T.loading} />
        )}
        <FormMessage text={error} />
        <p className="muted notification-preferences-note">{T.pushNote}</p>
        <p className="muted notification-preferences-note">{T.smsNote}</p>
      </section>
    </>
  );
}

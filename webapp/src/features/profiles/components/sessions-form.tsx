import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import toast from "react-hot-toast";
import { IoTrashOutline } from "react-icons/io5";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { savePlans } from "../api/save-plans";
import { EDIT_TEXTS as T, MIN_SESSION_PRICE, SESSION_TYPES } from "../constants";
import { useSave } from "../hooks/use-save";
import { formatRupees } from "../../../shared/format/rupees";
import { checkSession } from "../lib/session-rules";
import type { Plan, Profile, SessionType } from "../types";
import { EditSection } from "./edit-section";
import { SaveButton, SelectField, SwitchField, TextAreaField } from "./form-fields";

/** A listed session; `id` only for plans already stored (the server keeps those). */
interface SessionRow {
  key: string;
  id?: number;
  name: string;
  price: number;
  type: SessionType;
}

const toRows = (plans: Plan[]): SessionRow[] => plans.map((plan) => ({ ...plan, key: `plan-${plan.id}` }));

/** Sessions are added and deleted locally; Save sends the whole form (PUT /profiles/me/plans). */
export function SessionsForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const [sessions, setSessions] = useState(() => toRows(profile.plans));
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [type, setType] = useState<SessionType>("Online");
  const [paymentRequired, setPaymentRequired] = useState(profile.payment_required);
  const [note, setNote] = useState(profile.consulting_note);
  const { run, busy, message } = useSave();
  const nextKey = useRef(0);

  const addSession = () => {
    const check = checkSession({ name, price });
    if (!check.ok) {
      if (check.via === "alert") window.alert(check.message);
      else toast.error(check.message);
      return;
    }
    nextKey.current += 1;
    setSessions((rows) => [...rows, { key: `new-${nextKey.current}`, name: check.name, price: check.price, type }]);
    setName("");
    setPrice("");
  };

  // Enter in a session input adds the session instead of saving the whole form.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addSession();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() =>
      savePlans({
        plans: sessions.map(({ id, name, type, price }) => ({ id, name, type, price })),
        consulting_note: note,
        payment_required: paymentRequired,
      }),
    );
    if (!saved) return;
    setSessions(toRows(saved.plans)); // new sessions now have ids
    onSaved();
  };

  return (
    <EditSection heading={T.sessions}>
      <form onSubmit={submit} noValidate className="edit-form">
        <div className="session-inputs">
          <TextField label={T.sessionName} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={addOnEnter} />
          <TextField
            label={T.price}
            type="number"
            inputMode="numeric"
            min={MIN_SESSION_PRICE + 1}
            step={1}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            onKeyDown={addOnEnter}
          />
          <SelectField label={T.type} value={type} onChange={(e) => setType(e.target.value as SessionType)}>
            {SESSION_TYPES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </SelectField>
          <button type="button" className="button button-outline add-session" onClick={addSession}>
            {T.addSession}
          </button>
        </div>
        {sessions.length === 0 ? (
          <p className="muted">{T.noSessions}</p>
        ) : (
          <ul className="edit-items">
            {sessions.map((session) => (
              <li key={session.key} className="edit-item">
                <div>
                  <p className="edit-item-title">{session.name}</p>
                  <p className="edit-item-detail">
                    {formatRupees(session.price)} · {session.type}
                  </p>
                </div>
                <button
                  type="button"
                  className="icon-button delete-button"
                  aria-label={T.deleteItem(session.name)}
                  onClick={() => setSessions((rows) => rows.filter((row) => row.key !== session.key))}
                >
                  <IoTrashOutline aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <SwitchField
          label={T.paymentAfterBooking}
          checked={paymentRequired}
          onChange={(e) => setPaymentRequired(e.target.checked)}
        />
        <TextAreaField label={T.consultingNote} value={note} onChange={(e) => setNote(e.target.value)} />
        <SaveButton busy={busy} />
        <FormMessage text={message} />
      </form>
    </EditSection>
  );
}

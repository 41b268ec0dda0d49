import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { toldError, type FieldErrors } from "../../../shared/api/api-error";
import { formatPaise } from "../../../shared/format/rupees";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { shareLink } from "../../../shared/ui/share-link";
import { TextField } from "../../../shared/ui/text-field";
import { couponChoices, createCoupon, deleteCoupon, listCoupons, pauseCoupon } from "../api/coupons";
import { couponKeys } from "../api/query-keys";
import { COUPON_TEXTS as T } from "../constants";
import { couponLink, draftOf, EMPTY_FORM, type CouponForm } from "../lib/coupon-form";
import type { Coupon } from "../types";
import "./coupons.css";

/**
 * /coupons (session): the professional's codes. A form makes one; the list shows each code's
 * uses (of its maximum), its revenue and its state, live (`coupons.changed` refetches it when a
 * booking takes or gives back a use), with "Copy link", pause and delete.
 */
export function CouponsPage() {
  const choices = useQuery({ queryKey: couponKeys.choices(), queryFn: ({ signal }) => couponChoices(signal) });
  return (
    <Page>
      <h1 className="page-title">{T.title}</h1>
      <p className="muted">{T.intro}</p>
      <CreateForm plans={choices.data?.plans ?? []} events={choices.data?.events ?? []} />
      <CouponList username={choices.data?.username ?? null} />
    </Page>
  );
}

type Choice = { id: number; name?: string; title?: string; price: number };

function CreateForm({ plans, events }: { plans: Choice[]; events: Choice[] }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<CouponForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = (change: Partial<CouponForm>) => setForm((was) => ({ ...was, ...change }));
  const create = useMutation({
    mutationFn: () => createCoupon(draftOf(form)),
    onSuccess: () => {
      toast.success(T.created);
      setForm(EMPTY_FORM);
      setErrors({});
      setMessage(null);
      void queryClient.invalidateQueries({ queryKey: couponKeys.list() });
    },
    onError: (error) => {
      const told = toldError(error);
      setErrors(told?.fields ?? {});
      setMessage(told?.message ?? T.notCreated);
    },
  });
  const toggle = (list: number[], id: number) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]);

  return (
    <form
      className="card coupon-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!create.isPending) create.mutate();
      }}
    >
      <h2>{T.newCode}</h2>
      <TextField label={T.code} name="code" autoComplete="off" autoCapitalize="characters" maxLength={20} value={form.code} hint={T.codeHint} error={errors.code} onChange={(e) => set({ code: e.target.value })} required />
      <div className="field">
        <label htmlFor="coupon-kind">{T.kind}</label>
        <select id="coupon-kind" name="kind" autoComplete="off" value={form.kind} onChange={(e) => set({ kind: e.target.value as CouponForm["kind"] })}>
          <option value="percent">{T.percent}</option>
          <option value="flat">{T.flat}</option>
          <option value="free">{T.free}</option>
        </select>
        {errors.kind && <p className="field-error">{errors.kind}</p>}
      </div>
      {form.kind === "percent" && (
        <TextField label={T.percentLabel} name="percent" type="number" inputMode="numeric" min={1} max={100} autoComplete="off" value={form.percent} error={errors.percent} onChange={(e) => set({ percent: e.target.value })} />
      )}
      {form.kind === "flat" && (
        <TextField label={T.amountLabel} name="amount" type="number" inputMode="numeric" min={1} autoComplete="off" value={form.amount} error={errors.amount} onChange={(e) => set({ amount: e.target.value })} />
      )}
      <fieldset className="field coupon-for">
        <legend>{T.appliesTo}</legend>
        <label>
          <input type="radio" name="everything" value="all" checked={form.everything} onChange={() => set({ everything: true })} /> {T.everything}
        </label>
        <label>
          <input type="radio" name="everything" value="chosen" checked={!form.everything} onChange={() => set({ everything: false })} /> {T.chosen}
        </label>
        {!form.everything && (
          <div className="coupon-choices">
            {plans.length > 0 && <p className="muted">{T.sessions}</p>}
            {plans.map((plan) => (
              <label key={`plan-${plan.id}`}>
                <input type="checkbox" name="plan_ids" value={plan.id} checked={form.planIds.includes(plan.id)} onChange={() => set({ planIds: toggle(form.planIds, plan.id) })} />{" "}
                {plan.name} · {formatPaise(plan.price * 100)}
              </label>
            ))}
            {errors.plan_ids && <p className="field-error">{errors.plan_ids}</p>}
            {events.length > 0 && <p className="muted">{T.webinars}</p>}
            {events.map((event) => (
              <label key={`event-${event.id}`}>
                <input type="checkbox" name="event_ids" value={event.id} checked={form.eventIds.includes(event.id)} onChange={() => set({ eventIds: toggle(form.eventIds, event.id) })} />{" "}
                {event.title} · {formatPaise(event.price * 100)}
              </label>
            ))}
            {errors.event_ids && <p className="field-error">{errors.event_ids}</p>}
          </div>
        )}
      </fieldset>
      <div className="coupon-pair">
        <TextField label={T.maxUses} name="max_uses" type="number" inputMode="numeric" min={1} autoComplete="off" value={form.maxUses} error={errors.max_uses} onChange={(e) => set({ maxUses: e.target.value })} />
        <TextField label={T.perClient} name="per_client" type="number" inputMode="numeric" min={1} autoComplete="off" value={form.perClient} error={errors.per_client} onChange={(e) => set({ perClient: e.target.value })} />
      </div>
      <div className="coupon-pair">
        <TextField label={T.validFrom} name="valid_from" type="date" autoComplete="off" value={form.validFrom} error={errors.valid_from} onChange={(e) => set({ validFrom: e.target.value })} />
        <TextField label={T.validUntil} name="valid_until" type="date" autoComplete="off" value={form.validUntil} error={errors.valid_until} onChange={(e) => set({ validUntil: e.target.value })} />
      </div>
      <FormMessage text={message} />
      <button type="submit" className="button button-primary" disabled={create.isPending}>
        {create.isPending ? T.pleaseWait : T.create}
      </button>
    </form>
  );
}

function discountText(coupon: Coupon): string {
  if (coupon.kind === "percent") return T.percentOff(coupon.percent ?? 0);
  if (coupon.kind === "flat") return T.rupeesOff(formatPaise((coupon.amount ?? 0) * 100));
  return T.freeSession;
}

function CouponList({ username }: { username: string | null }) {
  const queryClient = useQueryClient();
  const coupons = useQuery({ queryKey: couponKeys.list(), queryFn: ({ signal }) => listCoupons(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: couponKeys.list() });
  const fail = (error: unknown) => toast.error(toldError(error)?.message ?? T.loadFailed);
  const pause = useMutation({ mutationFn: (c: Coupon) => pauseCoupon(c.id, !c.active), onSuccess: refresh, onError: fail });
  const remove = useMutation({
    mutationFn: (c: Coupon) => deleteCoupon(c.id),
    onSuccess: (kept) => {
      toast.success(kept ? T.deactivated : T.deleted);
      refresh();
    },
    onError: fail,
  });
  const copy = (coupon: Coupon) => {
    const only = !coupon.everything && coupon.plan_ids.length === 0 && coupon.event_ids.length === 1 ? coupon.event_ids[0] ?? null : null;
    const url = couponLink(window.location.origin, coupon.code, { username: username ?? "", eventId: only });
    void shareLink({ title: coupon.code, url }, { copied: T.copied, unsupported: `${T.cannotCopy} ${url}` });
  };

  return (
    <section className="card coupon-list" aria-labelledby="coupon-list-title">
      <h2 id="coupon-list-title">{T.yourCodes}</h2>
      {coupons.isError && <FormMessage text={T.loadFailed} />}
      {coupons.data?.length === 0 && <p className="muted">{T.none}</p>}
      <ul>
        {coupons.data?.map((coupon) => (
          <li key={coupon.id} className="coupon-row-item" data-testid="coupon">
            <div className="coupon-head">
              <strong className="coupon-code">{coupon.code}</strong>
              <span>{discountText(coupon)}</span>
              <span className={coupon.active ? "coupon-state" : "coupon-state coupon-off"}>{coupon.active ? T.active : T.paused}</span>
            </div>
            <dl className="coupon-facts">
              <div><dt>{T.uses}</dt><dd data-testid="coupon-uses">{T.usesOf(coupon.uses, coupon.max_uses ?? null)}</dd></div>
              <div><dt>{T.revenue}</dt><dd data-testid="coupon-revenue">{formatPaise(coupon.revenue_paise)}</dd></div>
              <div><dt>{T.appliesTo}</dt><dd>{coupon.everything ? T.forEverything : T.forChosen(coupon.plan_ids.length + coupon.event_ids.length)}</dd></div>
              <div><dt>{T.state}</dt><dd>{T.dates(coupon.valid_from ?? null, coupon.valid_until ?? null)}</dd></div>
            </dl>
            <div className="coupon-actions">
              <button type="button" className="button button-outline" onClick={() => copy(coupon)} disabled={!username}>{T.copyLink}</button>
              <button type="button" className="button button-outline" onClick={() => pause.mutate(coupon)} disabled={pause.isPending}>{coupon.active ? T.pause : T.resume}</button>
              <button type="button" className="button button-outline" onClick={() => remove.mutate(coupon)} disabled={remove.isPending}>{T.remove}</button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { formatPaise } from "../format/rupees";
import { COUPON_TEXTS as T } from "./constants";
import type { Coupon } from "./use-coupon";
import "./coupon.css";

/**
 * "Coupon code" with Apply: the new price beside the struck list price once the code applies,
 * or its field error (the full price stands).
 */
export function CouponField({ coupon, disabled }: { coupon: Coupon; disabled?: boolean }) {
  const noteId = "coupon-note";
  const applied = coupon.pricePaise !== null && coupon.listPricePaise !== null;
  return (
    <div className="field coupon-field">
      <label htmlFor="coupon">{T.label}</label>
      <div className="coupon-row">
        <input
          id="coupon"
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={coupon.typed}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error || applied ? noteId : undefined}
          onChange={(event) => coupon.setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault(); // Enter applies the code rather than booking
            coupon.apply();
          }}
          disabled={disabled}
        />
        <button type="button" className="button button-outline" disabled={disabled || coupon.busy || !coupon.typed.trim()} onClick={coupon.apply}>
          {coupon.busy ? T.checking : T.apply}
        </button>
        {applied && (
          <button type="button" className="button button-outline" disabled={disabled} onClick={coupon.remove}>
            {T.remove}
          </button>
        )}
      </div>
      {coupon.error && (
        <p className="field-error" id={noteId} data-testid="coupon-error">
          {coupon.error}
        </p>
      )}
      {applied && !coupon.error && (
        <p className="coupon-price" id={noteId} data-testid="coupon-price">
          {T.applied(coupon.applied)}{" "}
          <s aria-label={T.listPrice}>{formatPaise(coupon.listPricePaise ?? 0)}</s>{" "}
          <strong>{coupon.pricePaise === 0 ? T.free : formatPaise(coupon.pricePaise ?? 0)}</strong>
        </p>
      )}
    </div>
  );
}

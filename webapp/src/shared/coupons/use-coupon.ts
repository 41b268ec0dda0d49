import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { checkCoupon, type CouponTarget } from "./api";
import { COUPON_TEXTS as T } from "./constants";

/**
 * A code typed (or carried by the address) and what it makes of the price of `target`: checked
 * when applied, again whenever the target changes (another plan). `applied` is the code the
 * booking sends: only one the server said applies; `error` its field error (the full price).
 */
export function useCoupon(initial: string, target: CouponTarget | null) {
  const [typed, setTyped] = useState(initial);
  const [asked, setAsked] = useState(initial.trim());
  // The booking's own refusal of a code (used up meanwhile...), for the code it was.
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);
  const check = useQuery({
    queryKey: ["coupons", "check", asked, target],
    queryFn: ({ signal }) => checkCoupon(asked, target as CouponTarget, signal),
    enabled: asked !== "" && target !== null,
    retry: false,
    staleTime: 0,
  });

  const { refetch } = check;
  const apply = useCallback(() => {
    setRefused(null);
    // The same code again: asked afresh (its uses may have changed meanwhile).
    if (typed.trim() === asked) void refetch();
    setAsked(typed.trim());
  }, [typed, asked, refetch]);
  const remove = useCallback(() => {
    setRefused(null);
    setTyped("");
    setAsked("");
  }, []);
  const refuse = useCallback((message: string) => setRefused({ code: asked, message }), [asked]);

  const found = asked && target ? check.data : undefined;
  const refusal = refused?.code === asked ? refused.message : null;
  const error = refusal ?? (check.isError ? T.failed : found && !found.applies ? found.message : null);
  const applies = Boolean(found?.applies && !error);
  return {
    /** The code last applied (the address keeps it). */
    asked,
    typed,
    setTyped,
    apply,
    remove,
    refuse,
    busy: check.isFetching,
    error,
    /** The code to send with the booking, once the server said it applies. */
    applied: applies ? found?.code ?? "" : "",
    /** The price after the code, in paise, while one applies. */
    pricePaise: applies ? found?.price_paise ?? null : null,
    listPricePaise: found?.list_price_paise ?? null,
  };
}

export type Coupon = ReturnType<typeof useCoupon>;

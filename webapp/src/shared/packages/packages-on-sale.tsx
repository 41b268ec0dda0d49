import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { ApiError } from "../api/api-error";
import { formatPaise } from "../format/rupees";
import { BusinessFields, useBusinessDetails } from "../invoices/business-fields";
import { verifyPayment } from "../payments/api";
import { pay } from "../payments/pay";
import { selectIsSignedIn, useSession } from "../session/session-store";
import { getOnSale, orderPackage, packageKeys } from "./api";
import { PACKAGE_TEXTS as T } from "./constants";
import type { Package } from "./types";
import "./packages.css";

/**
 * A professional's packages on sale, each with its price, what it holds, the unused-credits
 * rule (read before paying) and "Buy": Razorpay's checkout as every other payment.
 */
export function PackagesOnSale({ professionalId, own }: { professionalId: number; own: boolean }) {
  const onSale = useQuery({
    queryKey: packageKeys.onSale(professionalId),
    queryFn: ({ signal }) => getOnSale(professionalId, signal),
  });
  // Anything but a list (an error page) shows no packages, never a broken profile.
  const list = Array.isArray(onSale.data) ? onSale.data : [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="packages-on-sale-title">
      <h2 className="section-title" id="packages-on-sale-title">{T.onSaleTitle}</h2>
      <div className="package-cards">
        {list.map((offered) => <PackageCard key={offered.id} offered={offered} own={own} />)}
      </div>
    </section>
  );
}

function PackageCard({ offered, own }: { offered: Package; own: boolean }) {
  const signedIn = useSession(selectIsSignedIn);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const business = useBusinessDetails();
  const buy = async () => {
    if (!signedIn) return void toast.error(T.signInToBuy);
    setBusy(true);
    try {
      business.setErrors({});
      const createOrder = async () => {
        try {
          return await orderPackage(offered.id, business.billing());
        } catch (error) {
          if (error instanceof ApiError && (error.fields.gstin || error.fields.business_name)) {
            business.setErrors({ gstin: error.fields.gstin, business_name: error.fields.business_name });
          }
          throw error;
        }
      };
      const outcome = await pay({ createOrder, verify: verifyPayment });
      if (outcome.status === "paid") toast.success(T.bought);
      else toast.error(outcome.message);
      void queryClient.invalidateQueries({ queryKey: packageKeys.all() });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="card package-card" data-testid="package-card">
      <h3>{offered.name}</h3>
      <p className="package-price">{formatPaise(offered.price_paise)}</p>
      <p>{T.summary(offered.sessions, offered.plan_name, offered.valid_days)}</p>
      <p className="muted package-rule">{T.unusedRule}</p>
      {!own && signedIn && <BusinessFields business={business} disabled={busy} idPrefix={`package-${offered.id}-`} />}
      {!own && (
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void buy()}>
          {busy ? T.pleaseWait : T.buy}
        </button>
      )}
    </article>
  );
}

import { PURPOSES } from "../invoices/api";
import { InvoiceButton } from "../invoices/invoice-button";
import { PACKAGE_TEXTS as T } from "./constants";
import { expiryText } from "./expiry";
import { usePurchases } from "./use-purchases";
import "./packages.css";

/** The client's packages: credits left of N and their expiry (their appointments page). */
export function PackageBalances() {
  const purchases = usePurchases();
  const list = purchases.data ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="package-balances-title">
      <h2 className="section-title" id="package-balances-title">{T.balancesTitle}</h2>
      <ul className="package-balances">
        {list.map((purchase) => (
          <li key={purchase.id} className="card" data-testid="package-balance">
            <strong>{purchase.name}</strong> · {purchase.plan_name} · {purchase.professional_name}
            <p data-testid="package-credits">{T.balance(purchase.credits_left, purchase.sessions)}</p>
            <p className="muted">{expiryText(purchase)}</p>
            <InvoiceButton purpose={PURPOSES.package} purposeId={purchase.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

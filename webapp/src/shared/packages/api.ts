import { api } from "../api/api-client";
import type { Billing } from "../invoices/business-fields";
import type { Package, PackageDraft, PackageSales, Purchase, PurchaseOrder } from "./types";

/** Cache keys of packages: the `packages.changed` frame refetches them all (see app/). */
export const packageKeys = {
  all: () => ["packages"] as const,
  onSale: (professionalId: number) => ["packages", "on-sale", professionalId] as const,
  mine: () => ["packages", "mine"] as const,
  purchases: () => ["packages", "purchases"] as const,
};

/** A package was made, edited, withdrawn, bought, or a credit spent or given back. */
export const PACKAGES_CHANGED = "packages.changed";

/** GET /professionals/{id}/packages: what their profile page offers (public). */
export function getOnSale(professionalId: number, signal?: AbortSignal): Promise<Package[]> {
  return api.get<Package[]>(`/professionals/${professionalId}/packages`, { signal });
}

/** GET /packages/mine: the professional's packages with their sales. */
export function getMyPackages(signal?: AbortSignal): Promise<PackageSales[]> {
  return api.get<PackageSales[]>("/packages/mine", { signal });
}

/** GET /packages/purchases/mine: the client's paid packages and their balances. */
export function getMyPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return api.get<Purchase[]>("/packages/purchases/mine", { signal });
}

/** POST /packages: a new package of one of the caller's plans. */
export function createPackage(draft: PackageDraft): Promise<Package> {
  return api.post<Package>("/packages", draft);
}

/** PUT /packages/{id}: the name and price of a package nobody bought yet (409 once bought). */
export function editPackage(packageId: number, edit: { name: string; price: number | null }): Promise<Package> {
  return api.put<Package>(`/packages/${packageId}`, edit);
}

/** POST /packages/{id}/withdraw: no more sales; what was bought stays. */
export function withdrawPackage(packageId: number): Promise<Package> {
  return api.post<Package>(`/packages/${packageId}/withdraw`, {});
}

/** POST /packages/{id}/purchases: Checkout's options for buying it, with the buyer's business
 * details for a business invoice when they gave them. */
export function orderPackage(packageId: number, billing: Billing = {}): Promise<PurchaseOrder> {
  return api.post<PurchaseOrder>(`/packages/${packageId}/purchases`, billing);
}

import type { Schema } from "../api/schemas";

export type Package = Schema<"PackageOut">;
export type PackageSales = Schema<"PackageSalesOut">;
export type Purchase = Schema<"PurchaseOut">;
export type PurchaseOrder = Schema<"PurchaseOrderOut">;
export type PackageDraft = Schema<"PackageIn">;

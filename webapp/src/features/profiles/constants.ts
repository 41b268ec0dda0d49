/** Texts and limits of the profile screens, spelled as the spec spells them. */
import { i18n } from "../../shared/i18n/i18n";
import { PATHS } from "../../shared/routing/paths";
import type { PlanType } from "./types";

const t = i18n.getFixedT(null, "profiles");

/**
 * The editor's texts shown from outside a component (validation, the save toasts), each
 * translated when it is shown. The components' own texts are t() calls in them.
 */
export const EDIT_TEXTS = {
  get required() { return t("Required"); },
  get toastWait() { return t("please Wait..."); },
  get toastSuccess() { return t("Edited Successful!"); },
  get toastError() { return t("Try Again..."); },
  get priceTooLow() { return t("Price More than ₹{{minimum}}", { minimum: MIN_PLAN_PRICE }); },
  get priceTooHigh() { return t("Price can be at most ₹10,00,000."); },
  get planDetails() { return t("Enter Session Details"); },
};

/** A plan's type as shown; the value sent to the server stays "Online" / "Offline". */
export const PLAN_TYPE_TEXTS: Record<PlanType, string> = {
  get Online() { return t("Online"); },
  get Offline() { return t("Offline"); },
};

export const PLAN_TYPES = ["Online", "Offline"] as const;
/** The lengths a plan may ask for (the server's PLAN_MINUTES); none: any session. */
export const PLAN_MINUTES = [15, 20, 30, 45, 60, 90, 120] as const;
/**
 * A plan's price must be above this many rupees: the web side's one copy of the server's floor
 * (MIN_PLAN_PRICE_PAISE in platform/marketplace/profiles/services.py, which enforces it; the
 * OpenAPI schema names it only in PlanIn.price's description, not as a `minimum`).
 */
export const MIN_PLAN_PRICE = 100;
/** The server's ceiling (MAX_PLAN_PRICE_PAISE in platform/marketplace/profiles/services.py). */
export const MAX_PLAN_PRICE = 1_000_000;
export const ABOUT_PREVIEW_WORDS = 50;
export const REVIEW_PAGE_SIZE = 10;

export const IMAGE_ACCEPT = "image/png, image/jpeg, image/jpg";
export const PROFILE_IMAGE_MAX_MB = 0.1;
export const BANNER_IMAGE_MAX_MB = 0.5;
export const CROP_EDITOR = { border: 20, scale: 1.2, rotate: 0, size: 250 } as const;

export const EDIT_PROFILE_PATH = "/editProfile";
export const SCHEDULE_PATH = PATHS.schedule;
export const DEVICES_PATH = PATHS.accountDevices;

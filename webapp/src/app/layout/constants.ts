import type { IconType } from "react-icons";
import {
  IoCalendarNumberOutline,
  IoCalendarOutline,
  IoDocumentTextOutline,
  IoHelpBuoyOutline,
  IoHomeOutline,
  IoLayersOutline,
  IoMegaphoneOutline,
  IoPersonOutline,
  IoPricetagOutline,
  IoReceiptOutline,
  IoTicketOutline,
  IoWalletOutline,
} from "react-icons/io5";
import { i18n } from "../../shared/i18n/i18n";
import { PATHS } from "../../shared/routing/paths";

const t = i18n.getFixedT(null, "common");

/** Getters: each text is translated when shown, in the language shown. */
export const HEADER_TEXTS = {
  get logo() { return t("logo"); },
  get openMenu() { return t("Open menu"); },
  get closeMenu() { return t("Close menu"); },
  get mainMenu() { return t("Main menu"); },
  get search() { return t("Search"); },
  get signIn() { return t("Sign In"); },
  get account() { return t("Account"); },
  get logout() { return t("Logout"); },
};

export interface MenuItem {
  /** A getter: translated when the menu is shown. */
  readonly label: string;
  path: string;
  icon: IconType;
}

/** The spec's menu, in its order; the paths (and their spelling) are part of the contract. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { get label() { return t("Home"); }, path: "/", icon: IoHomeOutline },
  { get label() { return t("Account"); }, path: "/account", icon: IoPersonOutline },
  { get label() { return t("Appointment"); }, path: PATHS.appointments, icon: IoCalendarOutline },
  { get label() { return t("My Appointment"); }, path: PATHS.yourAppointments, icon: IoCalendarNumberOutline },
  { get label() { return t("Events"); }, path: "/events", icon: IoMegaphoneOutline },
  { get label() { return t("My Events"); }, path: "/myEvents", icon: IoTicketOutline },
  { get label() { return t("Payment"); }, path: "/paymentDashboard", icon: IoWalletOutline },
  { get label() { return t("Invoices"); }, path: PATHS.invoices, icon: IoReceiptOutline },
  { get label() { return t("Coupons"); }, path: PATHS.coupons, icon: IoPricetagOutline },
  { get label() { return t("Packages"); }, path: PATHS.packages, icon: IoLayersOutline },
  { get label() { return t("Terms and Condition"); }, path: "/terms", icon: IoDocumentTextOutline },
  { get label() { return t("Support and Report"); }, path: "/support", icon: IoHelpBuoyOutline },
];

import type { IconType } from "react-icons";
import {
  IoCalendarNumberOutline,
  IoCalendarOutline,
  IoDocumentTextOutline,
  IoHelpBuoyOutline,
  IoHomeOutline,
  IoMegaphoneOutline,
  IoPersonOutline,
  IoTicketOutline,
  IoWalletOutline,
} from "react-icons/io5";
import { PATHS } from "../../shared/routing/paths";

export const HEADER_TEXTS = {
  logo: "logo",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainMenu: "Main menu",
  search: "Search",
  signIn: "Sign In",
  account: "Account",
  logout: "Logout",
} as const;

export interface MenuItem {
  label: string;
  path: string;
  icon: IconType;
}

/** The spec's menu, in its order; the paths (and their spelling) are part of the contract. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: "Home", path: "/", icon: IoHomeOutline },
  { label: "Account", path: "/account", icon: IoPersonOutline },
  { label: "Appointment", path: PATHS.appointments, icon: IoCalendarOutline },
  { label: "My Appointment", path: PATHS.yourAppointments, icon: IoCalendarNumberOutline },
  { label: "Events", path: "/events", icon: IoMegaphoneOutline },
  { label: "My Events", path: "/myEvents", icon: IoTicketOutline },
  { label: "Payment", path: "/paymentDashboard", icon: IoWalletOutline },
  { label: "Terms and Condition", path: "/terms", icon: IoDocumentTextOutline },
  { label: "Support and Report", path: "/support", icon: IoHelpBuoyOutline },
];

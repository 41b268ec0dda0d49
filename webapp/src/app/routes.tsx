import type { RouteObject } from "react-router-dom";
import { RequireSession } from "../shared/routing/require-session";
import { MainLayout } from "./layout/main-layout";
import { RootShell } from "./layout/root-shell";
import { ShellHeader } from "./layout/shell-header";
import { ErrorScreen } from "./pages/error-screen";
import { NotFoundPage } from "./pages/not-found-page";
import { withTexts } from "../shared/i18n/language";
import { PATHS, segment } from "../shared/routing/paths";

/** Each page is its own chunk, fetched when first visited (with its feature's texts, in a
 * language other than English): a phone downloads only what it shows. */
const page = (feature: string, load: () => Promise<{ default: () => React.ReactNode }>) => ({
  lazy: async () => ({ Component: (await withTexts(feature, load)).default }),
});
const pages = {
  AccountPage: page("account", () => import("../features/account/pages/account-page").then((m) => ({ default: m.AccountPage }))),
  SignInPage: page("auth", () => import("../features/auth/pages/sign-in-page").then((m) => ({ default: m.SignInPage }))),
  HomePage: page("home", () => import("../features/home/pages/home-page").then((m) => ({ default: m.HomePage }))),
  AboutPage: page("legal", () => import("../features/legal/pages/about-page").then((m) => ({ default: m.AboutPage }))),
  BookAppointmentPage: page("booking", () => import("../features/booking/pages/book-appointment-page").then((m) => ({ default: m.BookAppointmentPage }))),
  PrivacyPage: page("legal", () => import("../features/legal/pages/privacy-page").then((m) => ({ default: m.PrivacyPage }))),
  EditProfilePage: page("profiles", () => import("../features/profiles/pages/edit-profile-page").then((m) => ({ default: m.EditProfilePage }))),
  // The profile's texts, and the account feature's for the calendar feed under it.
  AccountHomePage: page("profiles", () => withTexts("account", () => import("./pages/account-home-page")).then((m) => ({ default: m.AccountHomePage }))),
  PublicProfilePage: page("profiles", () => import("../features/profiles/pages/public-profile-page").then((m) => ({ default: m.PublicProfilePage }))),
  SchedulePage: page("schedule", () => import("../features/schedule/pages/schedule-page").then((m) => ({ default: m.SchedulePage }))),
  SearchListPage: page("search", () => import("../features/search/pages/search-list-page").then((m) => ({ default: m.SearchListPage }))),
  TermsPage: page("legal", () => import("../features/legal/pages/terms-page").then((m) => ({ default: m.TermsPage }))),
  SupportPage: page("support", () => import("../features/support/pages/support-page").then((m) => ({ default: m.SupportPage }))),
  AppointmentsPage: page("appointments", () =>
    import("../features/appointments/pages/appointments-page").then((m) => ({ default: m.AppointmentsPage })),
  ),
  YourAppointmentsPage: page("appointments", () =>
    import("../features/appointments/pages/your-appointments-page").then((m) => ({ default: m.YourAppointmentsPage })),
  ),
};

/** The public and booker screens of events (features/events). */
const eventPages = {
  PublicEventPage: page("events", () => import("../features/events/pages/public-event-page").then((m) => ({ default: m.PublicEventPage }))),
  ViewEventPage: page("events", () => import("../features/events/pages/view-event-page").then((m) => ({ default: m.ViewEventPage }))),
  EventSearchPage: page("events", () => import("../features/events/pages/event-search-page").then((m) => ({ default: m.EventSearchPage }))),
  BookEventPage: page("events", () => import("../features/events/pages/book-event-page").then((m) => ({ default: m.BookEventPage }))),
  MyEventsPage: page("events", () => import("../features/events/pages/my-events-page").then((m) => ({ default: m.MyEventsPage }))),
  EventDetailsPage: page("events", () => import("../features/events/pages/event-details-page").then((m) => ({ default: m.EventDetailsPage }))),
};

/** The host's event screens (features/event-admin). */
const eventAdminPages = {
  EventsPage: page("event-admin", () => import("../features/event-admin/pages/events-page").then((m) => ({ default: m.EventsPage }))),
  CreateEventPage: page("event-admin", () => import("../features/event-admin/pages/create-event-page").then((m) => ({ default: m.CreateEventPage }))),
  EditEventPage: page("event-admin", () => import("../features/event-admin/pages/edit-event-page").then((m) => ({ default: m.EditEventPage }))),
  EventBookingsPage: page("event-admin", () => import("../features/event-admin/pages/event-bookings-page").then((m) => ({ default: m.EventBookingsPage }))),
};

/** Earnings and withdrawals (features/earnings); uPlot loads with the dashboard's chart only. */
const earningsPages = {
  PaymentDashboardPage: page("earnings", () =>
    import("../features/earnings/pages/payment-dashboard-page").then((m) => ({ default: m.PaymentDashboardPage })),
  ),
  WithdrawPage: page("earnings", () => import("../features/earnings/pages/withdraw-page").then((m) => ({ default: m.WithdrawPage }))),
};

/** Your data and complaints (features/privacy). */
const privacyPages = {
  YourDataPage: page("privacy", () => import("../features/privacy/pages/your-data-page").then((m) => ({ default: m.YourDataPage }))),
  ComplaintsPage: page("privacy", () => import("../features/privacy/pages/complaints-page").then((m) => ({ default: m.ComplaintsPage }))),
};

/** The professional's codes (features/coupons). */
const couponPages = {
  CouponsPage: page("coupons", () => import("../features/coupons/pages/coupons-page").then((m) => ({ default: m.CouponsPage }))),
};

/** The user's invoices and credit notes (features/invoices). */
const invoicePages = {
  InvoicesPage: page("invoices", () => import("../features/invoices/pages/invoices-page").then((m) => ({ default: m.InvoicesPage }))),
};

/** The professional's packages of sessions (features/packages). */
const packagePages = {
  PackagesPage: page("packages", () => import("../features/packages/pages/packages-page").then((m) => ({ default: m.PackagesPage }))),
};

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <ErrorScreen />,
    // Shown for the moment the first page's chunk loads: what index.html painted already.
    hydrateFallbackElement: <ShellHeader />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // Errors inside a page keep the header around the error screen.
            errorElement: <ErrorScreen />,
            children: [
              { index: true, ...pages.HomePage },
              { path: "signup", ...pages.SignInPage },
              { path: "terms", ...pages.TermsPage },
              { path: "privacy", ...pages.PrivacyPage },
              { path: "about", ...pages.AboutPage },
              { path: "view/:id", ...pages.PublicProfilePage },
              { path: "v/:id", ...pages.PublicProfilePage },
              { path: "searchList", ...pages.SearchListPage },
              // Without a session or a professional it goes to / itself (the spec), not to sign-in.
              { path: segment(PATHS.bookAppointment), ...pages.BookAppointmentPage },
              { path: "e/:id", ...eventPages.PublicEventPage },
              { path: "viewEvent", ...eventPages.ViewEventPage },
              { path: "eventSearch", ...eventPages.EventSearchPage },
              // Without a session or an event id it goes to / itself (the spec), not to sign-in.
              { path: "bookEvent", ...eventPages.BookEventPage },
              // Public; a signed-in user's report is linked to them and their details prefilled.
              { path: "support", ...pages.SupportPage },
              {
                element: <RequireSession />,
                children: [
                  { path: "account", ...pages.AccountHomePage },
                  { path: segment(PATHS.accountDevices), ...pages.AccountPage },
                  { path: segment(PATHS.accountData), ...privacyPages.YourDataPage },
                  { path: segment(PATHS.complaints), ...privacyPages.ComplaintsPage },
                  { path: "editProfile", ...pages.EditProfilePage },
                  { path: segment(PATHS.schedule), ...pages.SchedulePage },
                  { path: segment(PATHS.appointments), ...pages.AppointmentsPage },
                  { path: segment(PATHS.yourAppointments), ...pages.YourAppointmentsPage },
                  { path: "myEvents", ...eventPages.MyEventsPage },
                  { path: "eventdetails", ...eventPages.EventDetailsPage },
                  { path: "events", ...eventAdminPages.EventsPage },
                  { path: "createEvent", ...eventAdminPages.CreateEventPage },
                  { path: "editEvent", ...eventAdminPages.EditEventPage },
                  { path: "EventBookings", ...eventAdminPages.EventBookingsPage },
                  { path: "paymentDashboard", ...earningsPages.PaymentDashboardPage },
                  { path: "withdraw", ...earningsPages.WithdrawPage },
                  { path: segment(PATHS.coupons), ...couponPages.CouponsPage },
                  { path: segment(PATHS.packages), ...packagePages.PackagesPage },
                  { path: segment(PATHS.invoices), ...invoicePages.InvoicesPage },
                ],
              },
              // An unknown address, inside the header (the server answers it with 404).
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

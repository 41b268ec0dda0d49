import type { RouteObject } from "react-router-dom";
import { RequireSession } from "../shared/routing/require-session";
import { MainLayout } from "./layout/main-layout";
import { RootShell } from "./layout/root-shell";
import { ComingSoonPage } from "./pages/coming-soon-page";
import { ErrorScreen } from "./pages/error-screen";
import { NotFoundPage } from "./pages/not-found-page";

/** Each page is its own chunk, fetched when first visited: a phone downloads only what it shows. */
const page = (load: () => Promise<{ default: () => React.ReactNode }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
});
const pages = {
  AccountPage: page(() => import("../features/account/pages/account-page").then((m) => ({ default: m.AccountPage }))),
  SignInPage: page(() => import("../features/auth/pages/sign-in-page").then((m) => ({ default: m.SignInPage }))),
  HomePage: page(() => import("../features/home/pages/home-page").then((m) => ({ default: m.HomePage }))),
  AboutPage: page(() => import("../features/legal/pages/about-page").then((m) => ({ default: m.AboutPage }))),
  BookAppointmentPage: page(() => import("../features/booking/pages/book-appointment-page").then((m) => ({ default: m.BookAppointmentPage }))),
  PrivacyPage: page(() => import("../features/legal/pages/privacy-page").then((m) => ({ default: m.PrivacyPage }))),
  EditProfilePage: page(() => import("../features/profiles/pages/edit-profile-page").then((m) => ({ default: m.EditProfilePage }))),
  OwnProfilePage: page(() => import("../features/profiles/pages/own-profile-page").then((m) => ({ default: m.OwnProfilePage }))),
  PublicProfilePage: page(() => import("../features/profiles/pages/public-profile-page").then((m) => ({ default: m.PublicProfilePage }))),
  SchedulePage: page(() => import("../features/schedule/pages/schedule-page").then((m) => ({ default: m.SchedulePage }))),
  SearchListPage: page(() => import("../features/search/pages/search-list-page").then((m) => ({ default: m.SearchListPage }))),
  TermsPage: page(() => import("../features/legal/pages/terms-page").then((m) => ({ default: m.TermsPage }))),
  AppointmentsPage: page(() =>
    import("../features/appointments/pages/appointments-page").then((m) => ({ default: m.AppointmentsPage })),
  ),
  YourAppointmentsPage: page(() =>
    import("../features/appointments/pages/your-appointments-page").then((m) => ({ default: m.YourAppointmentsPage })),
  ),
};

/** Routes of the spec's table whose screens come in later issues (spelling is the contract). */
const LATER_PUBLIC = ["viewEvent", "e/:id", "eventSearch", "support"];
const LATER_SIGNED_IN = [
  "events",
  "createEvent",
  "editEvent",
  "bookEvent",
  "myEvents",
  "EventBookings",
  "paymentDashboard",
  "eventdetails",
  "withdraw",
];

const comingSoon = (path: string): RouteObject => ({ path, element: <ComingSoonPage /> });

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <ErrorScreen />,
    // Shown for the moment the first page's chunk loads.
    hydrateFallbackElement: <div className="page-loading" aria-busy="true" />,
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
              { path: "bookAppoinment", ...pages.BookAppointmentPage },
              ...LATER_PUBLIC.map(comingSoon),
              {
                element: <RequireSession />,
                children: [
                  { path: "account", ...pages.OwnProfilePage },
                  { path: "account/devices", ...pages.AccountPage },
                  { path: "editProfile", ...pages.EditProfilePage },
                  { path: "shedule", ...pages.SchedulePage },
                  { path: "appoinments", ...pages.AppointmentsPage },
                  { path: "yourAppoinments", ...pages.YourAppointmentsPage },
                  ...LATER_SIGNED_IN.map(comingSoon),
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

import type { RouteObject } from "react-router-dom";
import { AccountPage } from "../features/account/pages/account-page";
import { SignInPage } from "../features/auth/pages/sign-in-page";
import { HomePage } from "../features/home/pages/home-page";
import { AboutPage } from "../features/legal/pages/about-page";
import { PrivacyPage } from "../features/legal/pages/privacy-page";
import { EditProfilePage } from "../features/profiles/pages/edit-profile-page";
import { OwnProfilePage } from "../features/profiles/pages/own-profile-page";
import { PublicProfilePage } from "../features/profiles/pages/public-profile-page";
import { SearchListPage } from "../features/search/pages/search-list-page";
import { TermsPage } from "../features/legal/pages/terms-page";
import { RequireSession } from "../shared/routing/require-session";
import { MainLayout } from "./layout/main-layout";
import { RootShell } from "./layout/root-shell";
import { ComingSoonPage } from "./pages/coming-soon-page";
import { ErrorScreen } from "./pages/error-screen";
import { NotFoundPage } from "./pages/not-found-page";

/** Routes of the spec's table whose screens come in later issues (spelling is the contract). */
const LATER_PUBLIC = ["viewEvent", "e/:id", "eventSearch", "support"];
const LATER_SIGNED_IN = [
  "shedule",
  "bookAppoinment",
  "appoinments",
  "yourAppoinments",
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
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // Errors inside a page keep the header around the error screen.
            errorElement: <ErrorScreen />,
            children: [
              { index: true, element: <HomePage /> },
              { path: "signup", element: <SignInPage /> },
              { path: "terms", element: <TermsPage /> },
              { path: "privacy", element: <PrivacyPage /> },
              { path: "about", element: <AboutPage /> },
              { path: "view/:id", element: <PublicProfilePage /> },
              { path: "v/:id", element: <PublicProfilePage /> },
              { path: "searchList", element: <SearchListPage /> },
              ...LATER_PUBLIC.map(comingSoon),
              {
                element: <RequireSession />,
                children: [
                  { path: "account", element: <OwnProfilePage /> },
                  { path: "account/devices", element: <AccountPage /> },
                  { path: "editProfile", element: <EditProfilePage /> },
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

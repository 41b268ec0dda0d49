import { Outlet, ScrollRestoration } from "react-router-dom";
import { usePageViews } from "../../shared/analytics/use-page-views";
import { OfflineBanner } from "../../shared/pwa/offline-banner";

/** Wraps every route, the header-less 404 included, so each page view is reported. */
export function RootShell() {
  usePageViews();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <OfflineBanner />
    </>
  );
}

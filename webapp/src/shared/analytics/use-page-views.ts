import { useEffect, useMemo } from "react";
import { useLocation } from "react-router-dom";
import { getAppConfig } from "../config/app-config";
import { createPageViewReporter } from "./page-views";

/** Reports a page view on the first load and on every location change. */
export function usePageViews(): void {
  const location = useLocation();
  const reporter = useMemo(() => createPageViewReporter(getAppConfig().analyticsId), []);
  useEffect(() => {
    reporter.report({ path: location.pathname + location.search, title: document.title });
  }, [reporter, location.pathname, location.search]);
}

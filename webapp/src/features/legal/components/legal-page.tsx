import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { dateTimeFormat } from "../../../shared/i18n/intl";
import { Page } from "../../../shared/ui/page";
import { LAST_UPDATED } from "../constants";
import "./legal-page.css";

interface LegalPageProps {
  title: string;
  path: string;
  showUpdated?: boolean;
  children: ReactNode;
}

/** '1 June 2025' (en-IN) or '1 जून 2025' (hi-IN) from a YYYY-MM-DD day. */
function dayText(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return dateTimeFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(Date.UTC(year, month - 1, date));
}

export function LegalPage({ title, path, showUpdated = true, children }: LegalPageProps) {
  const { t } = useTranslation("legal");
  const pages = [
    { to: "/terms", label: t("Terms and Conditions") },
    { to: "/privacy", label: t("Privacy Policy") },
    { to: "/about", label: t("About Us") },
  ];
  return (
    <Page>
      <article className="legal">
        <h1>{title}</h1>
        {showUpdated && <p className="legal-updated">{t("Last updated: {{date}}", { date: dayText(LAST_UPDATED) })}</p>}
        {children}
        <nav className="legal-related" aria-label={t("Related pages")}>
          {pages
            .filter((page) => page.to !== path)
            .map((page) => (
              <Link key={page.to} to={page.to}>
                {page.label}
              </Link>
            ))}
        </nav>
      </article>
    </Page>
  );
}

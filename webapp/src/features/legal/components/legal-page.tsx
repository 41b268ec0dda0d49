import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Page } from "../../../shared/ui/page";
import { LAST_UPDATED, LEGAL_TEXTS as T } from "../constants";
import "./legal-page.css";

const PAGES = [
  { to: "/terms", label: T.terms },
  { to: "/privacy", label: T.privacy },
  { to: "/about", label: T.about },
];

interface LegalPageProps {
  title: string;
  path: string;
  showUpdated?: boolean;
  children: ReactNode;
}

export function LegalPage({ title, path, showUpdated = true, children }: LegalPageProps) {
  return (
    <Page>
      <article className="legal">
        <h1>{title}</h1>
        {showUpdated && (
          <p className="legal-updated">
            {T.lastUpdated}: {LAST_UPDATED}
          </p>
        )}
        {children}
        <nav className="legal-related" aria-label={T.related}>
          {PAGES.filter((page) => page.to !== path).map((page) => (
            <Link key={page.to} to={page.to}>
              {page.label}
            </Link>
          ))}
        </nav>
      </article>
    </Page>
  );
}

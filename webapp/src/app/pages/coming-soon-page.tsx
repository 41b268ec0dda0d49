import { Link } from "react-router-dom";
import { Page } from "../../shared/ui/page";

export const COMING_SOON_TEXTS = {
  title: "Coming soon",
  body: "This part of the marketplace is being built. Please check back shortly.",
  home: "Home",
} as const;

/** Holds the routes of the spec's table whose screens arrive in later issues. */
export function ComingSoonPage() {
  return (
    <Page narrow>
      <div className="card coming-soon">
        <h1>{COMING_SOON_TEXTS.title}</h1>
        <p className="muted">{COMING_SOON_TEXTS.body}</p>
        <Link to="/" className="button button-primary">
          {COMING_SOON_TEXTS.home}
        </Link>
      </div>
    </Page>
  );
}

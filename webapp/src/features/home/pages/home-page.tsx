import { Link } from "react-router-dom";
import { getAppConfig } from "../../../shared/config/app-config";
import { Page } from "../../../shared/ui/page";
import { CATEGORIES, HOME_TEXTS as T, SEARCH_RESULTS_PATH } from "../constants";
import "./home-page.css";

/** A first home page: the banner and the categories. Carousels come with their issues. */
export function HomePage() {
  const { siteName } = getAppConfig();
  return (
    <>
      <section className="home-banner">
        <div className="home-banner-inner">
          <h1>{siteName}</h1>
          <p className="home-tagline">{T.tagline}</p>
          <p className="home-intro">{T.intro}</p>
        </div>
      </section>
      <Page>
        <h2 className="section-title">{T.topCategory}</h2>
        <ul className="category-list">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link to={SEARCH_RESULTS_PATH} state={{ query: category }} className="category-chip">
                {category}
              </Link>
            </li>
          ))}
        </ul>
      </Page>
    </>
  );
}

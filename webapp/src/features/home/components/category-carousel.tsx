import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CATEGORIES, CATEGORY_SLIDES, SEARCH_RESULTS_PATH, type Category } from "../constants";
import { Carousel } from "./carousel";

function CategoryTile({ category: { name, label, icon: Icon } }: { category: Category }) {
  return (
    <Link to={SEARCH_RESULTS_PATH} state={{ query: name }} className="category-tile">
      <span className="category-icon">
        <Icon aria-hidden="true" />
      </span>
      <span className="category-name">{label}</span>
    </Link>
  );
}

/** "Top Category": each category opens the results with its name as the query. */
export function CategoryCarousel() {
  const { t } = useTranslation("home");
  return (
    <section className="home-section" aria-labelledby="top-category">
      <div className="home-section-head">
        <h2 id="top-category" className="home-section-title">{t("Top Category")}</h2>
      </div>
      <Carousel
        className="category-swiper"
        slides={CATEGORY_SLIDES}
        items={CATEGORIES}
        itemKey={(category) => category.name}
        renderItem={(category) => <CategoryTile category={category} />}
      />
    </section>
  );
}

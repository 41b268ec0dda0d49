import { Link } from "react-router-dom";
import { Swiper, SwiperSlide } from "swiper/react";
import { CATEGORIES, CATEGORY_SLIDES, HOME_TEXTS as T, SEARCH_RESULTS_PATH, SLIDE_GAP } from "../constants";
import { slidesPerView } from "./slides-per-view";

const swiperProps = slidesPerView(CATEGORY_SLIDES, SLIDE_GAP);

/** "Top Category": each category opens the results with its name as the query. */
export function CategoryCarousel() {
  return (
    <section className="home-section" aria-labelledby="top-category">
      <div className="home-section-head">
        <h2 id="top-category" className="home-section-title">{T.topCategory}</h2>
      </div>
      <Swiper {...swiperProps} grabCursor className="category-swiper">
        {CATEGORIES.map(({ name, icon: Icon }) => (
          <SwiperSlide key={name}>
            <Link to={SEARCH_RESULTS_PATH} state={{ query: name }} className="category-tile">
              <span className="category-icon">
                <Icon aria-hidden="true" />
              </span>
              <span className="category-name">{name}</span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

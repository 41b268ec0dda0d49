import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Swiper, SwiperSlide } from "swiper/react";
import { useNearViewport } from "../../../shared/scroll/use-near-viewport";
import { ProfessionalCard, ProfessionalCardSkeleton } from "../../../shared/professionals/professional-card";
import { listPopularProfessionals } from "../api/list-popular-professionals";
import { homeKeys } from "../api/query-keys";
import {
  CAROUSEL_SKELETON_COUNT,
  HOME_TEXTS as T,
  PROFESSIONAL_SLIDES,
  SEARCH_RESULTS_PATH,
  SLIDE_GAP,
  type ProfessionalSection,
} from "../constants";
import { slidesPerView } from "./slides-per-view";

const swiperProps = slidesPerView(PROFESSIONAL_SLIDES, SLIDE_GAP);

/**
 * One "Popular ..." carousel: one request; skeletons while loading and, per the spec, also
 * when the request fails (silently); "Professional Not Available" when the list is empty.
 */
export function ProfessionalCarousel({ section }: { section: ProfessionalSection }) {
  const { id, title, term } = section;
  // Below the fold it waits until the visitor scrolls near (skeletons meanwhile).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data } = useQuery({
    queryKey: homeKeys.popular(term),
    queryFn: ({ signal }) => listPopularProfessionals(term, signal),
    enabled: near,
  });
  const headingId = `${id}-title`;

  return (
    <section ref={sectionRef} className="home-section" aria-labelledby={headingId} aria-busy={data === undefined}>
      <div className="home-section-head">
        <h2 id={headingId} className="home-section-title">{title}</h2>
        <Link to={SEARCH_RESULTS_PATH} state={{ query: term }} className="see-more">
          {T.seeMore}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
      {data === undefined ? (
        <div className="carousel-skeletons" role="status" aria-label={T.loading}>
          {Array.from({ length: CAROUSEL_SKELETON_COUNT }, (_, index) => (
            <ProfessionalCardSkeleton key={index} />
          ))}
        </div>
      ) : data.length === 0 ? (
        <p className="carousel-empty">{T.professionalNotAvailable}</p>
      ) : (
        <Swiper {...swiperProps} grabCursor className="professional-swiper">
          {data.map((professional) => (
            <SwiperSlide key={professional.id}>
              <ProfessionalCard professional={professional} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}

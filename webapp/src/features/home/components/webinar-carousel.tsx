import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { Swiper, SwiperSlide } from "swiper/react";
import { useNearViewport } from "../../../shared/scroll/use-near-viewport";
import { listPopularEvents } from "../api/list-popular-events";
import { homeKeys } from "../api/query-keys";
import { EVENT_SEARCH_PATH, HOME_TEXTS as T, SLIDE_GAP, WEBINAR_SKELETON_COUNT, WEBINAR_SLIDES } from "../constants";
import { slidesPerView } from "./slides-per-view";
import { WebinarCard, WebinarCardSkeleton } from "./webinar-card";

const swiperProps = slidesPerView(WEBINAR_SLIDES, SLIDE_GAP);
const HEADING_ID = "popular-webinars-title";

/**
 * "Popular Webinars": the most booked upcoming events. Skeletons while loading; per the spec a
 * failed request ends the loading and shows "No Upcoming Webinar", as an empty list does.
 */
export function WebinarCarousel() {
  // Below the fold it waits until the visitor scrolls near (skeletons meanwhile).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data, isPending } = useQuery({
    queryKey: homeKeys.popularWebinars(),
    queryFn: ({ signal }) => listPopularEvents(signal),
    enabled: near,
  });
  const webinars = data ?? [];

  return (
    <section ref={sectionRef} className="home-section" aria-labelledby={HEADING_ID} aria-busy={isPending}>
      <div className="home-section-head">
        <h2 id={HEADING_ID} className="home-section-title">{T.popularWebinars}</h2>
        <Link to={EVENT_SEARCH_PATH} state={{ query: "" }} className="see-more">
          {T.seeMore}
          <span className="visually-hidden"> {T.popularWebinars}</span>
        </Link>
      </div>
      {isPending ? (
        <div className="carousel-skeletons webinar-skeletons" role="status" aria-label={T.loading}>
          {Array.from({ length: WEBINAR_SKELETON_COUNT }, (_, index) => (
            <WebinarCardSkeleton key={index} />
          ))}
        </div>
      ) : webinars.length === 0 ? (
        <p className="carousel-empty">{T.noUpcomingWebinar}</p>
      ) : (
        <Swiper {...swiperProps} grabCursor className="webinar-swiper">
          {webinars.map((webinar) => (
            <SwiperSlide key={webinar.id}>
              <WebinarCard webinar={webinar} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}

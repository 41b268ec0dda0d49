import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useNearViewport } from "../../../shared/scroll/use-near-viewport";
import { listPopularEvents, type Webinar } from "../api/list-popular-events";
import { homeKeys } from "../api/query-keys";
import { EVENT_SEARCH_PATH, WEBINAR_SKELETON_COUNT, WEBINAR_SLIDES } from "../constants";
import { Carousel } from "./carousel";
import { WebinarCard, WebinarCardSkeleton } from "./webinar-card";

const HEADING_ID = "popular-webinars-title";
const NO_WEBINARS: Webinar[] = [];

/**
 * "Popular Webinars": the most booked upcoming events. Skeletons while loading; per the spec a
 * failed request ends the loading and shows "No Upcoming Webinar", as an empty list does.
 */
export function WebinarCarousel() {
  const { t } = useTranslation("home");
  // Below the fold it waits until the visitor scrolls near (skeletons meanwhile).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data, isPending } = useQuery({
    queryKey: homeKeys.popularWebinars(),
    queryFn: ({ signal }) => listPopularEvents(signal),
    enabled: near,
  });
  // Null while loading. The cards are built in a transition, which React splits into short tasks.
  const webinars = useDeferredValue(isPending ? null : (data ?? NO_WEBINARS));

  return (
    <section
      ref={sectionRef}
      className={near ? "home-section" : "home-section home-section-far"}
      aria-labelledby={HEADING_ID}
      aria-busy={webinars === null}
    >
      <div className="home-section-head">
        <h2 id={HEADING_ID} className="home-section-title">{t("Popular Webinars")}</h2>
        <Link to={EVENT_SEARCH_PATH} state={{ query: "" }} className="see-more">
          {t("See More")}
          <span className="visually-hidden"> {t("Popular Webinars")}</span>
        </Link>
      </div>
      {webinars === null ? (
        <div className="carousel-skeletons webinar-skeletons" role="status" aria-label={t("Loading")}>
          {Array.from({ length: WEBINAR_SKELETON_COUNT }, (_, index) => (
            <WebinarCardSkeleton key={index} />
          ))}
        </div>
      ) : webinars.length === 0 ? (
        <p className="carousel-empty">{t("No Upcoming Webinar")}</p>
      ) : (
        <Carousel
          className="webinar-swiper"
          slides={WEBINAR_SLIDES}
          items={webinars}
          itemKey={(webinar) => webinar.id}
          renderItem={(webinar) => <WebinarCard webinar={webinar} />}
        />
      )}
    </section>
  );
}

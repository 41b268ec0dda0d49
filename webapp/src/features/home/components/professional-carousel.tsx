import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useNearViewport } from "../../../shared/scroll/use-near-viewport";
import { ProfessionalCard, ProfessionalCardSkeleton } from "../../../shared/professionals/professional-card";
import { listPopularProfessionals } from "../api/list-popular-professionals";
import { homeKeys } from "../api/query-keys";
import {
  CAROUSEL_SKELETON_COUNT,
  PROFESSIONAL_SLIDES,
  SEARCH_RESULTS_PATH,
  type ProfessionalSection,
} from "../constants";
import { Carousel } from "./carousel";

/** The most skeletons a row shows at once (4.5 slides from 1024 px). */
const SKELETONS_SHOWN = Math.ceil(Math.max(...Object.values(PROFESSIONAL_SLIDES)));

/**
 * One "Popular ..." carousel: one request; skeletons while loading and, per the spec, also
 * when the request fails (silently); "Professional Not Available" when the list is empty.
 */
export function ProfessionalCarousel({ section }: { section: ProfessionalSection }) {
  const { t } = useTranslation("home");
  const { id, title, term } = section;
  // Below the fold it waits until the visitor scrolls near (skeletons meanwhile). Until then it
  // builds only the skeletons a row can show; the spec's 13 come as the visitor nears.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data: fetched } = useQuery({
    queryKey: homeKeys.popular(term),
    queryFn: ({ signal }) => listPopularProfessionals(term, signal),
    enabled: near,
  });
  // The cards are built in a transition, which React splits into short tasks.
  const data = useDeferredValue(fetched);
  const headingId = `${id}-title`;

  return (
    <section
      ref={sectionRef}
      className={near ? "home-section" : "home-section home-section-far"}
      aria-labelledby={headingId}
      aria-busy={data === undefined}
    >
      <div className="home-section-head">
        <h2 id={headingId} className="home-section-title">{title}</h2>
        <Link to={SEARCH_RESULTS_PATH} state={{ query: term }} className="see-more">
          {t("See More")}
          <span className="visually-hidden"> {title}</span>
        </Link>
      </div>
      {data === undefined ? (
        <div className="carousel-skeletons" role="status" aria-label={t("Loading")}>
          {Array.from({ length: near ? CAROUSEL_SKELETON_COUNT : SKELETONS_SHOWN }, (_, index) => (
            <ProfessionalCardSkeleton key={index} />
          ))}
        </div>
      ) : data.length === 0 ? (
        <p className="carousel-empty">{t("Professional Not Available")}</p>
      ) : (
        <Carousel
          className="professional-swiper"
          slides={PROFESSIONAL_SLIDES}
          items={data}
          itemKey={(professional) => professional.id}
          renderItem={(professional) => <ProfessionalCard professional={professional} />}
        />
      )}
    </section>
  );
}

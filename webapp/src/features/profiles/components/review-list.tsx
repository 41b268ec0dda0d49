import { useTranslation } from "react-i18next";
import { useNearViewport } from "../../../shared/scroll/use-near-viewport";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { Picture } from "../../../shared/ui/picture";
import { useReviews } from "../hooks/use-reviews";

/** Reviews of the shown professional (by its ref), page 1 first, "Next" while more exist. */
export function ReviewList({ profileRef }: { profileRef: string }) {
  const { t } = useTranslation("profiles");
  // At the foot of the page: asked for as the visitor nears it, not with the page's first paint.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { items, hasNext, loading, loadNext } = useReviews(profileRef, near);
  return (
    <section ref={sectionRef} className="profile-block" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t("Reviews")}</h2>
      {items.length === 0 && !loading && <p className="muted">{t("No Reviews")}</p>}
      {items.length > 0 && (
        <ul className="review-list">
          {items.map((review) => (
            <li key={review.id} className="review">
              <Picture
                src={review.client_image || DEFAULT_AVATAR}
                sources={review.client_image_sources}
                sizes="44px"
                alt=""
                width={44}
                height={44}
              />
              <div>
                <p className="review-name">{review.client_name}</p>
                {review.client_position && <p className="review-position">{review.client_position}</p>}
                <p className="review-text">{review.text}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {loading && <div className="skeleton review-skeleton" role="status" aria-busy="true" aria-label={t("Please Wait...")} />}
      {hasNext && !loading && (
        <button type="button" className="button button-outline button-small" onClick={loadNext}>
          {t("Next")}
        </button>
      )}
    </section>
  );
}

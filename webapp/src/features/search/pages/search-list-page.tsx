import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { PROFESSIONAL_TEXTS } from "../../../shared/professionals/constants";
import { ProfessionalCard, ProfessionalCardSkeleton } from "../../../shared/professionals/professional-card";
import { useBookAppointment } from "../../../shared/routing/use-book-appointment";
import { useInfiniteScroll } from "../../../shared/scroll/use-infinite-scroll";
import { Page } from "../../../shared/ui/page";
import { NoResults } from "../components/no-results";
import { NEXT_PAGE_SKELETON_COUNT, RESULTS_SKELETON_COUNT } from "../constants";
import { useProfessionalResults } from "../hooks/use-professional-results";
import "./search-list-page.css";

/** The query comes in navigation state (`{ query }`); none or blank lists everyone. */
function readQuery(state: unknown): string {
  const query = (state as { query?: unknown } | null)?.query;
  return typeof query === "string" ? query.trim() : "";
}

export function SearchListPage() {
  const { t } = useTranslation("search");
  const location = useLocation();
  const query = readQuery(location.state);
  const { items, status, pages, loadMore } = useProfessionalResults(query);
  useInfiniteScroll(loadMore, status === "more", pages);
  const bookAppointment = useBookAppointment();

  // A failed first page keeps its placeholders (spec: list failures are silent).
  const firstPagePending = items.length === 0 && (status === "loading" || status === "failed");
  const placeholders = firstPagePending
    ? RESULTS_SKELETON_COUNT
    : status === "loading"
      ? NEXT_PAGE_SKELETON_COUNT
      : 0;

  return (
    <Page>
      <h1 className="page-title search-list-title">{query ? t('Results for "{{query}}"', { query }) : t("All professionals")}</h1>
      {status === "done" && items.length === 0 ? (
        <NoResults />
      ) : (
        <ul className="results-grid" aria-busy={status === "loading"}>
          {items.map((professional) => (
            <li key={professional.id}>
              <ProfessionalCard professional={professional} layout="responsive">
                <button
                  type="button"
                  className="button button-primary button-small"
                  onClick={() => bookAppointment(professional)}
                >
                  {PROFESSIONAL_TEXTS.bookAppointment}
                </button>
              </ProfessionalCard>
            </li>
          ))}
          {Array.from({ length: placeholders }, (_, index) => (
            <li key={`placeholder-${index}`} aria-hidden="true">
              <ProfessionalCardSkeleton layout="responsive" />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

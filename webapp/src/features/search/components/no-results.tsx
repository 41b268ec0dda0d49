import { SEARCH_LIST_TEXTS as T } from "../constants";

export function NoResults() {
  return (
    <div className="no-results">
      <img src="/no-data.svg" alt={T.noDataAlt} width={220} height={165} />
      <p className="no-results-title">{T.noResults}</p>
      <p className="muted">{T.noResultsHint}</p>
    </div>
  );
}

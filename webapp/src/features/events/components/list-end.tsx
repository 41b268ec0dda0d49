import { useTranslation } from "react-i18next";
import type { PagedListStatus } from "../../../shared/query/use-paged-list";

/** Under an infinite list: 'Loading...' while a page loads, 'No more data to load.' at its end. */
export function ListEnd({ status, count }: { status: PagedListStatus; count: number }) {
  const { t } = useTranslation("events");
  if (status === "loading") return <p className="list-end" role="status">{t("Loading...")}</p>;
  if (status === "done" && count > 0) return <p className="list-end">{t("No more data to load.")}</p>;
  return null;
}

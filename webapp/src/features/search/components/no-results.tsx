import { useTranslation } from "react-i18next";

export function NoResults() {
  const { t } = useTranslation("search");
  return (
    <div className="no-results">
      <img src="/no-data.svg" alt={t("No data")} width={220} height={165} />
      <p className="no-results-title">{t("No professionals found")}</p>
      <p className="muted">{t("Try another name, position or category.")}</p>
    </div>
  );
}

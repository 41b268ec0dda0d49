import { useTranslation } from "react-i18next";
import { IoArrowForward, IoCalendarOutline, IoSearch } from "react-icons/io5";
import type { Professional } from "../../../shared/professionals/types";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { Picture } from "../../../shared/ui/picture";

interface SuggestionListProps {
  text: string;
  /** `undefined` while the answer for the current text is not in. */
  professionals: Professional[] | undefined;
  onQuery: () => void;
  onWebinar: () => void;
  onProfessional: (professional: Professional) => void;
}

/** The overlay's rows: the query itself, "Webinar: <query>", then matching professionals. */
export function SuggestionList({ text, professionals, onQuery, onWebinar, onProfessional }: SuggestionListProps) {
  const { t } = useTranslation("search");
  return (
    <ul className="search-suggestions" aria-label={t("Suggestions")}>
      <li>
        <button type="button" onClick={onQuery}>
          <IoSearch aria-hidden="true" className="search-row-icon" />
          <span className="search-query">{text}</span>
          <IoArrowForward aria-hidden="true" />
        </button>
      </li>
      <li>
        <button type="button" onClick={onWebinar}>
          <IoCalendarOutline aria-hidden="true" className="search-row-icon" />
          <span className="search-query">{t("Webinar: {{query}}", { query: text })}</span>
          <IoArrowForward aria-hidden="true" />
        </button>
      </li>
      {professionals === undefined ? (
        <li className="search-wait">
          <span role="status">{t("Please Wait...")}</span>
        </li>
      ) : (
        professionals.map((professional) => (
          <li key={professional.id}>
            <button type="button" onClick={() => onProfessional(professional)}>
              <Picture
                className="search-avatar"
                src={professional.image || DEFAULT_AVATAR}
                sources={professional.image_sources}
                sizes="36px"
                alt=""
                width={36}
                height={36}
              />
              <span className="search-professional">
                <span className="search-professional-name">{professional.name}</span>
                {professional.position && (
                  <span className="search-professional-position">{professional.position}</span>
                )}
              </span>
            </button>
          </li>
        ))
      )}
    </ul>
  );
}

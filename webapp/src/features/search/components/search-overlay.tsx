import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { IoClose, IoSearch } from "react-icons/io5";
import { useNavigate } from "react-router-dom";
import { profilePath } from "../../../shared/professionals/constants";
import { EVENT_SEARCH_PATH, SEARCH_NAVIGATION_DELAY_MS, SEARCH_RESULTS_PATH } from "../constants";
import { useSuggestions } from "../hooks/use-suggestions";
import { SuggestionList } from "./suggestion-list";
import "./search-overlay.css";

/** Full-screen search: the query, the same query among webinars, and matching professionals. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("search");
  const [query, setQuery] = useState("");
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const professionals = useSuggestions(query);

  useEffect(() => {
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  // Spec: close, go to / first, then to the target after 100 ms (so the target page mounts afresh).
  const go = (path: string, state?: { query: string }) => {
    onClose();
    navigate("/");
    setTimeout(() => navigate(path, { state }), SEARCH_NAVIGATION_DELAY_MS);
  };

  const text = query.trim();
  return (
    <div className="search-overlay" role="dialog" aria-modal="true" aria-label={t("Search")}>
      <form
        className="search-bar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text) go(SEARCH_RESULTS_PATH, { query: text });
        }}
      >
        <IoSearch aria-hidden="true" className="search-bar-icon" />
        <input
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          placeholder={t("Search Professional")}
          aria-label={t("Search Professional")}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="icon-button" aria-label={t("Close search")} onClick={onClose}>
          <IoClose aria-hidden="true" />
        </button>
      </form>
      {text && (
        <SuggestionList
          text={text}
          professionals={professionals}
          onQuery={() => go(SEARCH_RESULTS_PATH, { query: text })}
          onWebinar={() => go(EVENT_SEARCH_PATH, { query: text })}
          onProfessional={(professional) => go(profilePath(professional.id))}
        />
      )}
    </div>
  );
}

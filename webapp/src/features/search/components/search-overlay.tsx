import { useEffect, useRef, useState } from "react";
import { IoArrowForward, IoClose, IoSearch } from "react-icons/io5";
import { useNavigate } from "react-router-dom";
import { SEARCH_NAVIGATION_DELAY_MS, SEARCH_RESULTS_PATH, SEARCH_TEXTS as T } from "../constants";
import "./search-overlay.css";

/** Full-screen search. Professional matches are added by the search issue; only the query row for now. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState("");
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);

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

  const openResults = (text: string) => {
    onClose();
    navigate("/");
    setTimeout(() => navigate(SEARCH_RESULTS_PATH, { state: { query: text } }), SEARCH_NAVIGATION_DELAY_MS);
  };

  const text = query.trim();
  return (
    <div className="search-overlay" role="dialog" aria-modal="true" aria-label={T.dialog}>
      <form
        className="search-bar"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text) openResults(text);
        }}
      >
        <IoSearch aria-hidden="true" className="search-bar-icon" />
        <input
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          placeholder={T.placeholder}
          aria-label={T.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="icon-button" aria-label={T.close} onClick={onClose}>
          <IoClose aria-hidden="true" />
        </button>
      </form>
      {text && (
        <ul className="search-suggestions">
          <li>
            <button type="button" onClick={() => openResults(text)}>
              <IoSearch aria-hidden="true" />
              <span className="search-query">{text}</span>
              <IoArrowForward aria-hidden="true" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { DEFAULT_AVATAR } from "../ui/default-avatar";
import { Picture } from "../ui/picture";
import { profilePath } from "./constants";
import type { Professional } from "./types";
import { VerifiedBadge } from "./verified-badge";
import "./professional-card.css";

/** .pro-card-avatar: 88 px less its 3 px border; 64 px in a result list's row on phones. */
const AVATAR_SIZES = {
  stacked: "82px",
  responsive: "(max-width: 539px) 58px, 82px",
} as const;

interface ProfessionalCardProps {
  professional: Professional;
  /** "responsive" lays the card out as a row on small screens (result lists), "stacked" always stacks. */
  layout?: "stacked" | "responsive";
  /** Extra actions under the link (e.g. Book Appointment); kept outside the link so they stay buttons. */
  children?: ReactNode;
}

export function ProfessionalCard({ professional, layout = "stacked", children }: ProfessionalCardProps) {
  const { id, name, position, image, image_sources, verified } = professional;
  return (
    <article className={`card tile pro-card pro-card-${layout}`}>
      <Link to={profilePath(id)} className="pro-card-link">
        <Picture
          className="pro-card-avatar"
          src={image || DEFAULT_AVATAR}
          sources={image_sources}
          sizes={AVATAR_SIZES[layout]}
          alt={name}
          width={88}
          height={88}
        />
        <span className="pro-card-text">
          <span className="pro-card-name">
            <span className="pro-card-name-text">{name}</span>
            {verified && <VerifiedBadge />}
          </span>
          {position && <span className="pro-card-position">{position}</span>}
        </span>
      </Link>
      {children && <div className="pro-card-actions">{children}</div>}
    </article>
  );
}

/** Placeholder with the card's footprint while a list loads. */
export function ProfessionalCardSkeleton({ layout = "stacked" }: { layout?: "stacked" | "responsive" }) {
  return (
    <div className={`card tile pro-card pro-card-${layout} pro-card-skeleton`} aria-hidden="true">
      <div className="pro-card-link">
        <span className="pro-card-avatar skeleton" />
        <span className="pro-card-text">
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line skeleton-line-short" />
        </span>
      </div>
    </div>
  );
}

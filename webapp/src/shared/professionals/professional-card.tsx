import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { DEFAULT_AVATAR, profilePath } from "./constants";
import type { Professional } from "./types";
import { VerifiedBadge } from "./verified-badge";
import "./professional-card.css";

interface ProfessionalCardProps {
  professional: Professional;
  /** "responsive" lays the card out as a row on small screens (result lists), "stacked" always stacks. */
  layout?: "stacked" | "responsive";
  /** Extra actions under the link (e.g. Book Appointment); kept outside the link so they stay buttons. */
  children?: ReactNode;
}

export function ProfessionalCard({ professional, layout = "stacked", children }: ProfessionalCardProps) {
  const { id, name, position, image, verified } = professional;
  return (
    <article className={`pro-card pro-card-${layout}`}>
      <Link to={profilePath(id)} className="pro-card-link">
        <img
          className="pro-card-avatar"
          src={image || DEFAULT_AVATAR}
          alt={name}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
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
    <div className={`pro-card pro-card-${layout} pro-card-skeleton`} aria-hidden="true">
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

import { MdVerified } from "react-icons/md";
import { PROFESSIONAL_TEXTS as T } from "./constants";

/** The verified mark beside a professional's name; `className` sizes it for its place. */
export function VerifiedBadge({ className = "pro-card-verified" }: { className?: string }) {
  return (
    <span className={className} role="img" aria-label={T.verified} title={T.verified}>
      <MdVerified aria-hidden="true" />
    </span>
  );
}

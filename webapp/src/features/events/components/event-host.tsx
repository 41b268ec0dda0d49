import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { profilePath } from "../../../shared/professionals/constants";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { Picture } from "../../../shared/ui/picture";
import type { EventInfo } from "../types";

/** The host's picture, name and position, linking to their public profile. */
export function EventHost({ host }: { host: EventInfo["host"] }) {
  const { t } = useTranslation("events");
  return (
    <section className="event-host" aria-label={t("Host")}>
      <Link to={profilePath(host.id)} className="event-host-link">
        <Picture
          className="event-host-image"
          src={host.image || DEFAULT_AVATAR}
          sources={host.image_sources}
          sizes="56px"
          alt={host.name}
          width={56}
          height={56}
        />
        <span>
          <span className="event-host-name">{host.name}</span>
          {host.position && <span className="event-host-position">{host.position}</span>}
        </span>
      </Link>
    </section>
  );
}

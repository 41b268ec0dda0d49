import { formatPhone } from "../../../shared/format/phone";
import type { User } from "../../../shared/session/types";
import { DEFAULT_AVATAR } from "../../../shared/ui/default-avatar";
import { Picture } from "../../../shared/ui/picture";
import { ACCOUNT_TEXTS as T } from "../constants";

export function ProfileSummary({ user }: { user: User }) {
  return (
    <section className="card profile-summary" aria-label={T.title}>
      <Picture
        className="profile-avatar"
        src={user.image || DEFAULT_AVATAR}
        sources={user.image_sources}
        sizes="72px"
        alt=""
        width={72}
        height={72}
      />
      <dl>
        <dt>{T.name}</dt>
        <dd>{user.name || `${user.first_name} ${user.last_name}`.trim()}</dd>
        <dt>{T.username}</dt>
        <dd>@{user.username}</dd>
        <dt>{T.phone}</dt>
        <dd className="phone">{formatPhone(user.phone)}</dd>
      </dl>
    </section>
  );
}

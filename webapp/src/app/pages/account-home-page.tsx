import { CalendarFeed } from "../../features/account/components/calendar-feed";
import { OwnProfilePage } from "../../features/profiles/pages/own-profile-page";

/** /account: the user's own profile, then their calendar feed in its own section (it was
 * found only under "Your devices"). The two features meet here, in app/. */
export function AccountHomePage() {
  return (
    <OwnProfilePage>
      <CalendarFeed />
    </OwnProfilePage>
  );
}

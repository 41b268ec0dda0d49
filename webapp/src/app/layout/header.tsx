import { useCallback, useState } from "react";
import { IoMenu, IoSearch } from "react-icons/io5";
import { Link, useLocation } from "react-router-dom";
import { UnreadBadge } from "../../features/notifications/components/unread-badge";
import { SearchOverlay } from "../../features/search/components/search-overlay";
import { LanguageSwitch } from "../../shared/i18n/language-switch";
import { selectIsSignedIn, useSession } from "../../shared/session/session-store";
import { DEFAULT_AVATAR } from "../../shared/ui/default-avatar";
import { Picture } from "../../shared/ui/picture";
import logo from "../assets/logo.svg";
import { HEADER_TEXTS as T } from "./constants";
import { SideMenu } from "./side-menu";
import "./header.css";

export function Header() {
  const [searchOpen, setSearchOpen] = useState(false);
  const signedIn = useSession(selectIsSignedIn);
  const image = useSession((s) => s.user?.image);
  const imageSources = useSession((s) => s.user?.image_sources);
  const location = useLocation();

  // Any navigation closes the menu (also the browser's back button). Adjusted while rendering,
  // so the menu never shows for a frame on the next page.
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const closeSearch = useCallback(() => setSearchOpen(false), []);

  // The overlays sit outside <header>: its backdrop-filter would confine position: fixed.
  return (
    <>
      <header className="site-header">
        <div className="site-header-inner">
          <button
            type="button"
            className="icon-button"
            aria-label={T.openMenu}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <IoMenu aria-hidden="true" />
          </button>
          <Link to="/" className="site-logo">
            <img src={logo} alt={T.logo} width={40} height={40} />
          </Link>
          <div className="site-header-actions">
            <LanguageSwitch className="language-switch" />
            <button
              type="button"
              className="icon-button"
              aria-label={T.search}
              onClick={() => setSearchOpen(true)}
            >
              <IoSearch aria-hidden="true" />
            </button>
            {signedIn ? (
              <div className="header-account">
                <Link to="/account" className="header-avatar">
                  {/* .header-avatar img: 36 px less its 2 px border. */}
                  <Picture
                    src={image || DEFAULT_AVATAR}
                    sources={imageSources}
                    sizes="32px"
                    alt={T.account}
                    width={36}
                    height={36}
                  />
                </Link>
                <UnreadBadge />
              </div>
            ) : (
              <Link to="/signup" className="button button-primary button-small">
                {T.signIn}
              </Link>
            )}
          </div>
        </div>
      </header>
      {menuOpen && <SideMenu signedIn={signedIn} onClose={closeMenu} />}
      {searchOpen && <SearchOverlay onClose={closeSearch} />}
    </>
  );
}

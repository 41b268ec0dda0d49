import { useEffect, useRef, useState } from "react";
import { IoClose, IoLanguageOutline, IoLogOutOutline } from "react-icons/io5";
import { NavLink } from "react-router-dom";
import { LanguageSwitch } from "../../shared/i18n/language-switch";
import { InstallAppButton } from "../../shared/pwa/install-app-button";
import { logout } from "../../shared/session/api/logout";
import { removeToken } from "../../shared/session/token-storage";
import { HEADER_TEXTS as T, MENU_ITEMS } from "./constants";

interface SideMenuProps {
  signedIn: boolean;
  onClose: () => void;
}

/** Logout revokes the session on the server, forgets the token and reloads (spec). */
async function logoutAndReload() {
  try {
    await logout();
  } catch {
    /* the token is dropped locally either way */
  } finally {
    removeToken();
    window.location.reload();
  }
}

export function SideMenu({ signedIn, onClose }: SideMenuProps) {
  const [leaving, setLeaving] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div className="side-menu-layer">
      <div className="side-menu-backdrop" data-testid="menu-backdrop" onClick={onClose} />
      <nav className="side-menu" aria-label={T.mainMenu}>
        <div className="side-menu-top">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <button
            ref={closeRef}
            type="button"
            className="icon-button"
            aria-label={T.closeMenu}
            onClick={onClose}
          >
            <IoClose aria-hidden="true" />
          </button>
        </div>
        <ul>
          {MENU_ITEMS.map(({ label, path, icon: Icon }) => (
            <li key={path}>
              <NavLink to={path} end onClick={onClose} className="side-menu-link">
                <Icon aria-hidden="true" />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitch className="side-menu-link" icon={<IoLanguageOutline aria-hidden="true" />} />
        <InstallAppButton className="side-menu-link" />
        {signedIn && (
          <button
            type="button"
            className="side-menu-link side-menu-logout"
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logoutAndReload();
            }}
          >
            <IoLogOutOutline aria-hidden="true" />
            <span>{T.logout}</span>
          </button>
        )}
      </nav>
    </div>
  );
}

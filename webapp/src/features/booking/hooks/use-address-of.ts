import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";

/**
 * Keeps the page's address saying what it shows (`address`: path and query), replacing the
 * history entry, so a reload or a copied link opens the same choice.
 */
export function useAddressOf(address: string) {
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();
  useEffect(() => {
    if (`${pathname}${search}` !== address) void navigate(address, { replace: true, state });
  }, [address, pathname, search, state, navigate]);
}

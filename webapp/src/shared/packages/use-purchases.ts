import { useQuery } from "@tanstack/react-query";
import { getMyPurchases, packageKeys } from "./api";

/** The signed-in client's paid packages (live: `packages.changed` refetches them). */
export function usePurchases(enabled = true) {
  return useQuery({
    queryKey: packageKeys.purchases(),
    queryFn: ({ signal }) => getMyPurchases(signal),
    enabled,
    // Anything but a list (an error page) is no packages, never a broken page around it.
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

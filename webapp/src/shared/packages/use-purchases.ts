import { useQuery } from "@tanstack/react-query";
import { getMyPurchases, packageKeys } from "./api";

/** The signed-in client's paid packages (live: `packages.changed` refetches them). */
export function usePurchases(enabled = true) {
  return useQuery({
    queryKey: packageKeys.purchases(),
    queryFn: ({ signal }) => getMyPurchases(signal),
    enabled,
  });
}

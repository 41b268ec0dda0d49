import { queryOptions } from "@tanstack/react-query";
import { getMe } from "./api/get-me";

/** The signed-in user (GET /auth/me), one cache entry for the header and the account page. */
export const meQuery = queryOptions({
  queryKey: ["session", "me"],
  queryFn: ({ signal }) => getMe(signal),
});

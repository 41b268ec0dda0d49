import type { components } from "./schema";

/** A response or request shape of the server's API, by its OpenAPI schema name. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];

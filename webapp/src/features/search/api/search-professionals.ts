import { api } from "../../../shared/api/api-client";
import type { ProfessionalPage } from "../../../shared/professionals/types";

/** GET /professionals?q=&page=N: 10 a page, best match first, every listed professional when `q` is empty. */
export function searchProfessionals(q: string, page: number, signal?: AbortSignal): Promise<ProfessionalPage> {
  return api.get<ProfessionalPage>("/professionals", { query: { q, page }, signal });
}

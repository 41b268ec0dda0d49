import type { Schema } from "../api/schemas";

/** A professional as listed on cards: home carousels, search overlay and search results. */
export type Professional = Schema<"ProfessionalCardOut">;
export type ProfessionalPage = Schema<"ProfessionalPageOut">;

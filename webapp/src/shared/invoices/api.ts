import { api } from "../api/api-client";
import { getFile, saveFile } from "../api/files";
import type { Schema } from "../api/schemas";
import { currentLanguage } from "../i18n/i18n";

export type Paper = Schema<"PaperOut">;
export type PaperPage = Schema<"PaperPageOut">;
/** What was bought, as the server names it. */
export type Purpose = "appointment" | "event_booking" | "package";
/** The purposes by name, for the invoice button of each kind of purchase. */
export const PURPOSES = { appointment: "appointment", seat: "event_booking", package: "package" } as const;

/** GET /invoices/of: the invoices and credit notes of one thing the caller paid or was paid for. */
export function papersOf(purpose: Purpose, purposeId: number): Promise<Paper[]> {
  return api.get<Paper[]>(`/invoices/of?purpose=${purpose}&purpose_id=${purposeId}`);
}

/** GET /invoices: the caller's papers, as client and as professional, newest first. */
export function myPapers(page: number): Promise<PaperPage> {
  return api.get<PaperPage>(`/invoices?page=${page}`);
}

/** The paper's PDF, in the language shown, saved as its number ("IN-C-2627-1.pdf"). */
export async function downloadPaper(paper: Paper): Promise<void> {
  const path = paper.pdf_url.replace(/^\/api\/v1/, "");
  const blob = await getFile(`${path}?lang=${currentLanguage()}`);
  saveFile(blob, `${paper.number.replaceAll("/", "-")}.pdf`);
}

import { API_BASE, api } from "../../../shared/api/api-client";
import { ApiError } from "../../../shared/api/api-error";
import type { Schema } from "../../../shared/api/schemas";
import { readToken } from "../../../shared/session/token-storage";

export type Notice = Schema<"NoticeOut">;
export type Export = Schema<"ExportOut">;
export type DeletionState = Schema<"DeletionStateOut">;
export type Deletion = Schema<"DeletionOut">;
export type Consents = Schema<"ConsentsOut">;
export type Grievance = Schema<"GrievanceOut">;
export type CodePurpose = "export" | "delete";

/** Cache keys of the privacy screens; live frames invalidate them (app/). */
export const privacyKeys = {
  all: () => ["privacy"] as const,
  notice: () => ["privacy", "notice"] as const,
  exports: () => ["privacy", "exports"] as const,
  deletion: () => ["privacy", "deletion"] as const,
  scheduled: () => ["privacy", "deletion", "scheduled"] as const,
  consents: () => ["privacy", "consents"] as const,
  grievances: () => ["privacy", "grievances"] as const,
};

export const getNotice = (signal?: AbortSignal) => api.get<Notice>("/privacy/notice", { signal });
export const sendCode = (purpose: CodePurpose) => api.post<{ message: string }>("/privacy/code", { purpose });
export const listExports = (signal?: AbortSignal) => api.get<Export[]>("/privacy/exports", { signal });
export const requestExport = (code: string) => api.post<Export>("/privacy/exports", { code });
export const getDeletion = (signal?: AbortSignal) => api.get<DeletionState>("/privacy/deletion", { signal });
/** Only whether a deletion is scheduled (the banner on every page): no open items. */
export const getScheduledDeletion = (signal?: AbortSignal) =>
  api.get<DeletionState>("/privacy/deletion", { signal, query: { details: "false" } });
export const requestDeletion = (code: string, acceptForfeit: boolean) =>
  api.post<Deletion>("/privacy/deletion", { code, accept_forfeit: acceptForfeit });
export const cancelDeletion = () => api.delete<Deletion>("/privacy/deletion");
export const getConsents = (signal?: AbortSignal) => api.get<Consents>("/privacy/consents", { signal });
export const setMarketing = (granted: boolean) => api.put<Consents>("/privacy/marketing", { granted });
export const listGrievances = (signal?: AbortSignal) => api.get<Grievance[]>("/support/grievances", { signal });
export const fileGrievance = (subject: string, message: string) =>
  api.post<Grievance>("/support/grievances", { subject, message });

/** The ZIP, fetched with the session's token (the link works for its own user only), saved. */
export async function downloadExport(id: number): Promise<void> {
  const token = readToken();
  const response = await fetch(`${API_BASE}/privacy/exports/${id}/download`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `my-data-${id}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

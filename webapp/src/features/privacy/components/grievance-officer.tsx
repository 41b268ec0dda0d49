import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getNotice, privacyKeys } from "../api/privacy-api";

/** The grievance officer's name and contact (the server's settings). */
export function GrievanceOfficer() {
  const { t } = useTranslation("privacy");
  const notice = useQuery({ queryKey: privacyKeys.notice(), queryFn: ({ signal }) => getNotice(signal), staleTime: Infinity });
  if (!notice.data) return null;
  const { officer_name, officer_email, officer_phone } = notice.data;
  return (
    <address className="privacy-grievance">
      <strong>{t("Grievance Officer")}</strong>
      <span>{officer_name}</span>
      <a href={`mailto:${officer_email}`}>{officer_email}</a>
      {officer_phone && <a href={`tel:${officer_phone}`}>{officer_phone}</a>}
    </address>
  );
}

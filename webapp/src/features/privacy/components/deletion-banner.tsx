import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/api-error";
import { dateTimeFormat } from "../../../shared/i18n/intl";
import { FormMessage } from "../../../shared/ui/form-message";
import { cancelDeletion, getDeletion, privacyKeys } from "../api/privacy-api";

/** "Your account will be deleted on ..." with "Cancel deletion", while a deletion waits. */
export function DeletionBanner() {
  const { t } = useTranslation("privacy");
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: privacyKeys.deletion(), queryFn: ({ signal }) => getDeletion(signal) });
  const [problem, setProblem] = useState<string | null>(null);
  const scheduled = state.data?.scheduled;
  if (!scheduled) return null;
  const date = dateTimeFormat({ day: "numeric", month: "long", year: "numeric" }).format(new Date(scheduled.due_at));
  const cancel = async () => {
    try {
      await cancelDeletion();
      await queryClient.invalidateQueries({ queryKey: privacyKeys.deletion() });
    } catch (cause) {
      setProblem(errorMessage(cause));
    }
  };
  return (
    <div className="card privacy-banner" role="alert">
      <p>{t("Your account will be deleted on {{date}}.", { date })}</p>
      <button type="button" className="btn btn-primary" onClick={() => void cancel()}>
        {t("Cancel deletion")}
      </button>
      <FormMessage text={problem} />
    </div>
  );
}

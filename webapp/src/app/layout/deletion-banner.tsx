import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { cancelDeletion, getScheduledDeletion, privacyKeys } from "../../features/privacy/api/privacy-api";
import { errorMessage } from "../../shared/api/api-error";
import { dateTimeFormat } from "../../shared/i18n/intl";
import { selectIsSignedIn, useSession } from "../../shared/session/session-store";
import { FormMessage } from "../../shared/ui/form-message";

/** On every page, once signed in, while the account waits for its deletion: "Your account
 * will be deleted on ..." with "Cancel deletion" (the grace period, docs/privacy.md). */
export function DeletionBanner() {
  const { t } = useTranslation();
  const signedIn = useSession(selectIsSignedIn);
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: privacyKeys.scheduled(),
    queryFn: ({ signal }) => getScheduledDeletion(signal),
    enabled: signedIn,
    staleTime: 60_000,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const scheduled = signedIn ? state.data?.scheduled : null;
  if (!scheduled) return null;
  const date = dateTimeFormat({ day: "numeric", month: "long", year: "numeric" }).format(new Date(scheduled.due_at));
  const cancel = async () => {
    try {
      await cancelDeletion();
      await queryClient.invalidateQueries({ queryKey: privacyKeys.all() });
    } catch (cause) {
      setProblem(errorMessage(cause));
    }
  };
  return (
    <div className="card deletion-banner" role="alert">
      <p>{t("Your account will be deleted on {{date}}.", { date })}</p>
      <button type="button" className="btn btn-primary" onClick={() => void cancel()}>
        {t("Cancel deletion")}
      </button>
      <FormMessage text={problem} />
    </div>
  );
}

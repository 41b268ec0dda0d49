import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router-dom";
import { ApiError, type FieldErrors } from "../../../shared/api/api-error";
import { earningsKeys } from "../api/query-keys";
import { requestWithdrawal } from "../api/request-withdrawal";
import { DASHBOARD_PATH, EARNINGS_TEXTS as T } from "../constants";
import { checkWithdrawForm, toWithdrawalDraft, type WithdrawFormValues, type WithdrawLimits } from "../lib/withdraw-form";

/** A refusal the server explained without pointing at a field (e.g. busy): worth showing. */
function generalProblem(cause: unknown): string | null {
  if (!(cause instanceof ApiError) || cause.status < 400 || cause.status >= 500) return null;
  return Object.keys(cause.fields).length === 0 ? cause.message : null;
}

/**
 * Sends a withdrawal request: the form's checks first, then 'please Wait...' replaced by
 * 'withdrawal Request Succesfull ' and a move to /paymentDashboard (its summary and history
 * refetch, so the request shows as processing), or by 'withdrawal Not Succesfull' with the
 * server's messages under their fields. One request at a time, however fast the taps.
 */
export function useWithdrawSubmit(limits: WithdrawLimits | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);

  const submit = async (values: WithdrawFormValues) => {
    if (running.current || !limits) return;
    const found = checkWithdrawForm(values, limits);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0 || values.balance === null) return;
    running.current = true;
    setBusy(true);
    const toastId = toast.loading(T.toastWait);
    try {
      await requestWithdrawal(toWithdrawalDraft({ ...values, balance: values.balance }));
      toast.success(T.toastSuccess, { id: toastId });
      void queryClient.invalidateQueries({ queryKey: earningsKeys.all() });
      void navigate(DASHBOARD_PATH);
    } catch (cause) {
      toast.error(T.toastFailure, { id: toastId });
      if (cause instanceof ApiError) setErrors(cause.fields);
      setProblem(generalProblem(cause));
      // The balances may have moved meanwhile (another device, a refund).
      void queryClient.invalidateQueries({ queryKey: earningsKeys.summary() });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { submit, busy, errors, problem };
}

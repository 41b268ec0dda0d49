import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage, type FieldErrors } from "../../../shared/api/api-error";
import type { SignedIn } from "../../../shared/session/types";
import { register } from "../api/register";
import { requestCode } from "../api/request-code";
import { verifyCode } from "../api/verify-code";
import { CODE_LENGTH, DEFAULT_COUNTRY_CODE, SIGN_IN_TEXTS as T } from "../constants";
import { withProofOfWork } from "../lib/with-proof-of-work";

export type SignInStep = "phone" | "code" | "name";

export interface SignInForm {
  countryCode: string;
  phone: string;
  code: string;
  firstName: string;
  lastName: string;
}

const EMPTY_FORM: SignInForm = {
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: "",
  code: "",
  firstName: "",
  lastName: "",
};

/**
 * Phone sign-in: send a code, verify it, and for a new number ask for a name.
 * `busyRef` blocks a second submit before React re-renders the disabled button.
 */
export function useSignInFlow(onSignedIn: (result: SignedIn) => void) {
  const [step, setStep] = useState<SignInStep>("phone");
  const [form, setForm] = useState<SignInForm>(EMPTY_FORM);
  const [ticket, setTicket] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const busyRef = useRef(false);

  const update = (field: keyof SignInForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [toServerField(field)]: "" }));
  };

  const run = async (task: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      await task();
    } catch (cause) {
      setError(errorMessage(cause));
      if (cause instanceof ApiError) setFieldErrors(cause.fields);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const phoneInput = () => ({ country_code: form.countryCode, phone: form.phone });

  /** After suspicious volume the server asks for a proof of work: solved here, unseen. */
  const askForCode = async () => {
    try {
      return await withProofOfWork((altcha) => requestCode({ ...phoneInput(), altcha }), setNotice);
    } catch (cause) {
      setNotice(null);
      throw cause;
    }
  };

  const sendCode = () => {
    if (!/^\d{6,14}$/.test(form.phone)) return setFieldErrors({ phone: T.invalidPhone });
    return run(async () => {
      const answer = await askForCode();
      setNotice(answer.message);
      setStep("code");
    });
  };

  const resendCode = () =>
    run(async () => {
      setNotice(null);
      const answer = await askForCode();
      setNotice(answer.message);
    });

  /** A loading toast replaced by the spec's success or failure toast (dismissed for needs_name). */
  const withSignInToasts = (task: () => Promise<SignedIn | null>) =>
    run(async () => {
      const toastId = toast.loading(T.loadingToast);
      let result: SignedIn | null;
      try {
        result = await task();
      } catch (cause) {
        toast.error(T.failureToast, { id: toastId });
        throw cause;
      }
      if (!result) return void toast.dismiss(toastId);
      toast.success(T.successToast, { id: toastId });
      onSignedIn(result);
    });

  const verify = () => {
    if (form.code.length !== CODE_LENGTH) return setFieldErrors({ code: T.invalidCode });
    return withSignInToasts(async () => {
      const answer = await verifyCode({ ...phoneInput(), code: form.code });
      if (answer.status === "signed_in") return answer;
      setTicket(answer.ticket);
      setNotice(T.namePrompt);
      setStep("name");
      return null;
    });
  };

  const completeRegistration = () => {
    const missing: FieldErrors = {};
    if (!form.firstName.trim()) missing.first_name = T.required;
    if (!form.lastName.trim()) missing.last_name = T.required;
    if (Object.keys(missing).length) return setFieldErrors(missing);
    return withSignInToasts(() =>
      register({ ticket, first_name: form.firstName.trim(), last_name: form.lastName.trim() }),
    );
  };

  const changeNumber = () => {
    if (busyRef.current) return;
    setForm((current) => ({ ...EMPTY_FORM, countryCode: current.countryCode, phone: current.phone }));
    setTicket("");
    setError(null);
    setNotice(null);
    setFieldErrors({});
    setStep("phone");
  };

  return {
    step,
    form,
    busy,
    error,
    notice,
    fieldErrors,
    update,
    sendCode,
    resendCode,
    verify,
    completeRegistration,
    changeNumber,
  };
}

export type SignInFlow = ReturnType<typeof useSignInFlow>;

function toServerField(field: keyof SignInForm): string {
  const names: Record<keyof SignInForm, string> = {
    countryCode: "country_code",
    phone: "phone",
    code: "code",
    firstName: "first_name",
    lastName: "last_name",
  };
  return names[field];
}

import type { FieldErrors } from "../../../shared/api/api-error";
import { isTenDigitPhone } from "../../../shared/forms/ten-digit-phone";
import { EMAIL_PATTERN, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, SUPPORT_TEXTS as T } from "../constants";
import type { SupportReportDraft } from "../types";

/** Inner runs of spaces become one, as the server tidies a name. */
const tidyName = (value: string) => value.split(/\s+/).filter(Boolean).join(" ");

/**
 * The server's checks (support/services.py), made first; keyed by the request's field names,
 * as the server's are. The e-mail check is lighter than Django's: the server has the last word.
 */
export function checkSupportForm(values: SupportReportDraft): FieldErrors {
  const errors: FieldErrors = {};
  const name = tidyName(values.name);
  if (!name) errors.name = T.enterName;
  else if (name.length > NAME_MAX_LENGTH) errors.name = T.nameTooLong;
  if (!isTenDigitPhone(values.phone)) errors.phone = T.enterPhone;
  if (!EMAIL_PATTERN.test(values.email.trim())) errors.email = T.enterEmail;
  const message = values.message.trim();
  if (!message) errors.message = T.enterMessage;
  else if (message.length > MESSAGE_MAX_LENGTH) errors.message = T.messageTooLong;
  return errors;
}

export function toReportDraft(values: SupportReportDraft): SupportReportDraft {
  return {
    name: tidyName(values.name),
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
  };
}

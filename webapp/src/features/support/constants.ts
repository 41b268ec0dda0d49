import { i18n } from "../../shared/i18n/i18n";
import { tenDigitPhoneHint } from "../../shared/forms/ten-digit-phone";

const t = i18n.getFixedT(null, "support");

/** The support screen's texts; the spec's are spelled as the spec spells them (translated when shown). */
export const SUPPORT_TEXTS = {
  get title() { return t("Support and Report"); },
  get intro() { return t("Tell us what went wrong or what you need help with."); },
  get name() { return t("Name"); },
  get phone() { return t("Phone"); },
  get email() { return t("Email"); },
  get message() { return t("Message"); },
  get submit() { return t("Submit"); },
  get sending() { return t("Please Wait..."); },
  get referenceNote() { return t("Quote it if you write to us about this again."); },
  // The form's checks, worded as the server words them
  get enterName() { return t("Enter your name."); },
  get nameTooLong() { return t("The name can be at most 120 characters."); },
  /** The shared hint (translated where it is defined). */
  get enterPhone() { return tenDigitPhoneHint(); },
  get enterEmail() { return t("Enter a valid e-mail address."); },
  get enterMessage() { return t("Enter a message."); },
  get messageTooLong() { return t("The message can be at most 5000 characters."); },
  // Toasts (spec)
  get toastWait() { return t("please Wait..."); },
  get toastSuccess() { return t("Submit Compleated"); },
  get toastFailure() { return t("Try Again..."); },
};

/** The server's limits of a name (spaces tidied) and a message (trimmed). */
export const NAME_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 5000;
/** A light check (the server checks properly): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

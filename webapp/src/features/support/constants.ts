import { TEN_DIGIT_PHONE_HINT } from "../../shared/forms/ten-digit-phone";

/** The support screen's texts; the spec's are spelled as the spec spells them. */
export const SUPPORT_TEXTS = {
  title: "Support and Report",
  intro: "Tell us what went wrong or what you need help with.",
  name: "Name",
  phone: "Phone",
  email: "Email",
  message: "Message",
  submit: "Submit",
  sending: "Please Wait...",
  reference: "Your reference number is",
  referenceNote: "Quote it if you write to us about this again.",
  // The form's checks, worded as the server words them
  enterName: "Enter your name.",
  nameTooLong: "The name can be at most 120 characters.",
  enterPhone: TEN_DIGIT_PHONE_HINT,
  enterEmail: "Enter a valid e-mail address.",
  enterMessage: "Enter a message.",
  messageTooLong: "The message can be at most 5000 characters.",
  // Toasts (spec)
  toastWait: "please Wait...",
  toastSuccess: "Submit Compleated",
  toastFailure: "Try Again...",
} as const;

/** The server's limits of a name (spaces tidied) and a message (trimmed). */
export const NAME_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 5000;
/** A light check (the server checks properly): something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

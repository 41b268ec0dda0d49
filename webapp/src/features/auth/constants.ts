import { i18n } from "../../shared/i18n/i18n";

const t = i18n.getFixedT(null, "auth");

/** User-facing texts of sign-in, spelled as the spec spells them (translated when shown). */
export const SIGN_IN_TEXTS = {
  get headline() { return t("Sign in with Phone"); },
  get subtitle() { return t("To access your account"); },
  get countryCode() { return t("Country code"); },
  get phone() { return t("Phone number"); },
  get sendCode() { return t("Send Code"); },
  get busy() { return t("Please Wait..."); },
  get code() { return t("Code"); },
  get verify() { return t("Verify"); },
  get changeNumber() { return t("Change number"); },
  get resendCode() { return t("Resend code"); },
  get firstName() { return t("First name"); },
  get lastName() { return t("Last name"); },
  get continue() { return t("Continue"); },
  get namePrompt() { return t("Welcome! Tell us your name to finish creating your account."); },
  get invalidPhone() { return t("Enter a valid phone number."); },
  get invalidCode() { return t("Enter the 6-digit code."); },
  get required() { return t("This field is required."); },
  get loadingToast() { return t("Please wait..."); },
  get successToast() { return t("Sign In Successfully"); },
  get failureToast() { return t("Sign In Failed. Try Again"); },
  get privacyLink() { return t("Privacy Policy"); },
  get termsLink() { return t("Terms and Conditions"); },
  get unsupportedBrowser() {
    return t("This browser is not supported. Please open this page in Chrome, Safari or another browser.");
  },
};

export const DEFAULT_COUNTRY_CODE = "+91";
export const CODE_LENGTH = 6;

/** The country codes offered, each with its country's name (read when shown, in the language shown). */
export const COUNTRY_CODES: ReadonlyArray<{ code: string; iso: string; readonly country: string }> = [
  { code: "+91", iso: "IN", get country() { return t("India"); } },
  { code: "+1", iso: "US", get country() { return t("United States / Canada"); } },
  { code: "+44", iso: "GB", get country() { return t("United Kingdom"); } },
  { code: "+971", iso: "AE", get country() { return t("United Arab Emirates"); } },
  { code: "+966", iso: "SA", get country() { return t("Saudi Arabia"); } },
  { code: "+974", iso: "QA", get country() { return t("Qatar"); } },
  { code: "+965", iso: "KW", get country() { return t("Kuwait"); } },
  { code: "+968", iso: "OM", get country() { return t("Oman"); } },
  { code: "+65", iso: "SG", get country() { return t("Singapore"); } },
  { code: "+61", iso: "AU", get country() { return t("Australia"); } },
  { code: "+977", iso: "NP", get country() { return t("Nepal"); } },
  { code: "+880", iso: "BD", get country() { return t("Bangladesh"); } },
  { code: "+94", iso: "LK", get country() { return t("Sri Lanka"); } },
];

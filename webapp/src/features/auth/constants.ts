/** User-facing texts of sign-in, spelled as the spec spells them. */
export const SIGN_IN_TEXTS = {
  headline: "Sign in with Phone",
  subtitle: "To access your account",
  countryCode: "Country code",
  phone: "Phone number",
  sendCode: "Send Code",
  busy: "Please Wait...",
  code: "Code",
  verify: "Verify",
  changeNumber: "Change number",
  resendCode: "Resend code",
  firstName: "First name",
  lastName: "Last name",
  continue: "Continue",
  namePrompt: "Welcome! Tell us your name to finish creating your account.",
  codeSentTo: "Enter the 6-digit code sent to",
  invalidPhone: "Enter a valid phone number.",
  invalidCode: "Enter the 6-digit code.",
  required: "This field is required.",
  loadingToast: "Please wait...",
  successToast: "Sign In Successfully",
  failureToast: "Sign In Failed. Try Again",
  notePrefix: "By signing in you agree to our ",
  noteLink: "Terms & Condition",
  privacyLink: "Privacy Policy",
  termsLink: "Terms and Conditions",
  unsupportedBrowser:
    "This browser is not supported. Please open this page in Chrome, Safari or another browser.",
} as const;

export const DEFAULT_COUNTRY_CODE = "+91";
export const CODE_LENGTH = 6;

export const COUNTRY_CODES: ReadonlyArray<{ code: string; iso: string; country: string }> = [
  { code: "+91", iso: "IN", country: "India" },
  { code: "+1", iso: "US", country: "United States / Canada" },
  { code: "+44", iso: "GB", country: "United Kingdom" },
  { code: "+971", iso: "AE", country: "United Arab Emirates" },
  { code: "+966", iso: "SA", country: "Saudi Arabia" },
  { code: "+974", iso: "QA", country: "Qatar" },
  { code: "+965", iso: "KW", country: "Kuwait" },
  { code: "+968", iso: "OM", country: "Oman" },
  { code: "+65", iso: "SG", country: "Singapore" },
  { code: "+61", iso: "AU", country: "Australia" },
  { code: "+977", iso: "NP", country: "Nepal" },
  { code: "+880", iso: "BD", country: "Bangladesh" },
  { code: "+94", iso: "LK", country: "Sri Lanka" },
];

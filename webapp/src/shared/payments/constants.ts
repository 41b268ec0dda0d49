/** The spec's payment toasts, spelled as the spec spells them. */
export const PAYMENT_TEXTS = {
  completed: "Payment Completed!",
  scriptFailed: "Are you online?",
  orderFailed: "Server error. Are you online?",
  verificationRefused: "Payment Failed.Try Again...",
  verificationUnreachable: "Server error. Payment verification failed.",
  cancelled: "Transaction cancelled.!",
  notCompleted: "Payment Not Completed.Try Again...",
} as const;

import { TEN_DIGIT_PHONE_HINT } from "../../shared/forms/ten-digit-phone";
import type { WithdrawalStatus } from "./types";

/** The earnings screens' texts; the spec's are spelled as the spec spells them. */
export const EARNINGS_TEXTS = {
  // /paymentDashboard
  title: "Earnings",
  withdraw: "Withdraw",
  cardsLabel: "Your earnings",
  today: "Today",
  month: "This month",
  year: "This year",
  total: "Total earned",
  eventTotal: "Event total",
  bookingBalance: "Booking balance",
  eventBalance: "Event balance",
  withdrawable: "Withdrawable",
  pending: "Pending",
  withdrawn: "Withdrawn",
  pendingNote: "Pending earnings become withdrawable once the appointment or event has taken place.",
  loadFailed: "Try Again Please...",
  retry: "Retry",
  // The chart
  chartTitle: "Earnings per day, last 30 days",
  chartSummary: (total: string, best: string | null) =>
    best ? `${total} earned in the last 30 days; the best day was ${best}.` : `${total} earned in the last 30 days.`,
  bestDay: (date: string, amount: string) => `${date} (${amount})`,
  chartDate: "Date",
  booking: "Booking",
  event: "Event",
  dayTotal: "Total",
  // Payment history
  historyTitle: "Payment History",
  historyEmpty: "No withdrawals yet.",
  historyEmptyNote: "When you withdraw your earnings, each request and its status shows here.",
  loading: "Loading...",
  noMoreData: "No more data to load.",
  fromBalance: (balance: string) => `From ${balance}`,
  account: "Account",
  reference: (reference: string) => `Reference: ${reference}`,
  reason: (reason: string) => `Reason: ${reason}`,
  // /withdraw
  withdrawTitle: "Withdraw",
  chooseBalance: "Withdraw from",
  available: (amount: string) => `${amount} withdrawable`,
  belowMinimum: (minimum: string) => `Below the ${minimum} minimum`,
  nothingToWithdraw: (minimum: string) =>
    `You can withdraw once your Booking or Event balance reaches ${minimum}. Both are below it right now.`,
  pendingToCome: (amount: string) => `${amount} more is pending and becomes withdrawable after the service has taken place.`,
  backToDashboard: "Back to earnings",
  name: "Account holder's name",
  accountNumber: "Account number",
  ifsc: "IFSC code",
  phone: "Phone",
  amount: "Amount (₹)",
  amountHint: (minimum: string, maximum: string) => `Between ${minimum} and ${maximum}.`,
  submit: "Request Withdrawal",
  sending: "Please Wait...",
  // The form's checks, worded as the server words them
  chooseBalanceFirst: "Choose the Booking or the Event balance.",
  enterName: "Enter the account holder's name.",
  nameTooLong: "The name can be at most 120 characters.",
  enterAccountNumber: "Enter an account number of 9 to 18 digits.",
  enterIfsc: "Enter a valid IFSC code, like SBIN0001234.",
  enterPhone: TEN_DIGIT_PHONE_HINT,
  enterAmount: "Enter the amount to withdraw.",
  amountNotRupees: "Enter an amount in rupees, like 499 or 499.50.",
  amountNegative: "The amount cannot be negative.",
  amountTooPrecise: "An amount has at most two digits after the point (paise).",
  minimum: (minimum: string) => `The minimum withdrawal is ${minimum}.`,
  maximum: (maximum: string, balance: string) => `You can withdraw at most ${maximum} from your ${balance} balance.`,
  // Toasts (spec; the success text ends with a space)
  toastWait: "please Wait...",
  toastSuccess: "withdrawal Request Succesfull ",
  toastFailure: "withdrawal Not Succesfull",
} as const;

/** The balances' names as the screens show them (by the API's `balance` text). */
export const BALANCE_LABELS: Readonly<Record<string, string>> = {
  booking: EARNINGS_TEXTS.booking,
  event: EARNINGS_TEXTS.event,
};

/** Spec, states: payment history status texts (true, missing, false in the spec's terms). */
export const WITHDRAWAL_STATUS_TEXTS: Record<WithdrawalStatus, string> = {
  paid: "Payment Compleated",
  requested: "Payment Processing 24 hour compleated",
  failed: "Payment Failed",
};

export const DASHBOARD_PATH = "/paymentDashboard";
export const WITHDRAW_PATH = "/withdraw";

/** The server's rules for a withdrawal request, checked here first. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** Rupees with at most 2 decimals ("150", "150.5", "150.50", "150.", ".5"). */
export const AMOUNT_PATTERN = /^(?=\.?\d)\d*(\.\d{0,2})?$/;
export const NAME_MAX_LENGTH = 120;

/** Placeholders while the first page, and a further page, load. */
export const FIRST_PAGE_SKELETONS = 3;
export const NEXT_PAGE_SKELETONS = 1;
export const CHART_HEIGHT = 220;

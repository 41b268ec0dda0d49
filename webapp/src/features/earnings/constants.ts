import { tenDigitPhoneHint } from "../../shared/forms/ten-digit-phone";
import { i18n } from "../../shared/i18n/i18n";
import type { WithdrawalStatus } from "./types";

const t = i18n.getFixedT(null, "earnings");

/** The earnings screens' texts; the spec's are spelled as the spec spells them (translated when shown). */
export const EARNINGS_TEXTS = {
  // /paymentDashboard
  get title() { return t("Earnings"); },
  get withdraw() { return t("Withdraw"); },
  get cardsLabel() { return t("Your earnings"); },
  get today() { return t("Today"); },
  get month() { return t("This month"); },
  get year() { return t("This year"); },
  get total() { return t("Total earned"); },
  get eventTotal() { return t("Of it, from events"); },
  get earnedMeans() { return t("Earned: your share of what clients paid for appointments and events, less refunds, counted on the day they paid. The chart below counts the same."); },
  get bookingBalance() { return t("Booking balance"); },
  get eventBalance() { return t("Event balance"); },
  get withdrawable() { return t("Withdrawable"); },
  get pending() { return t("Pending"); },
  get withdrawn() { return t("Withdrawn"); },
  get pendingNote() { return t("Pending earnings become withdrawable once the appointment or event has taken place: an appointment's 48 hours after it ends, while a no-show can still be reported, and later while one is being answered."); },
  get loadFailed() { return t("Try Again Please..."); },
  get retry() { return t("Retry"); },
  // The chart
  get chartTitle() { return t("Earnings per day, last 30 days"); },
  chartSummary: (total: string, best: string | null) =>
    best
      ? t("{{total}} earned in the last 30 days; the best day was {{best}}.", { total, best })
      : t("{{total}} earned in the last 30 days.", { total }),
  bestDay: (date: string, amount: string) => `${date} (${amount})`,
  get chartDate() { return t("Date"); },
  get chartHint() { return t("Touch or point at a day to read it."); },
  get booking() { return t("Booking"); },
  get event() { return t("Event"); },
  get dayTotal() { return t("Total"); },
  // Payment history
  get historyTitle() { return t("Payment History"); },
  get historyEmpty() { return t("No withdrawals yet."); },
  get historyEmptyNote() { return t("When you withdraw your earnings, each request and its status shows here."); },
  get loading() { return t("Loading..."); },
  get noMoreData() { return t("No more data to load."); },
  fromBalance: (balance: string) => t("From {{balance}}", { balance }),
  account: (number: string) => t("Account {{number}}", { number }),
  reference: (reference: string) => t("Reference: {{reference}}", { reference }),
  reason: (reason: string) => t("Reason: {{reason}}", { reason }),
  // /withdraw
  get withdrawTitle() { return t("Withdraw"); },
  get chooseBalance() { return t("Withdraw from"); },
  available: (amount: string) => t("{{amount}} withdrawable", { amount }),
  belowMinimum: (minimum: string) => t("Below the {{minimum}} minimum", { minimum }),
  nothingToWithdraw: (minimum: string) =>
    t("You can withdraw once your Booking or Event balance reaches {{minimum}}. Both are below it right now.", {
      minimum,
    }),
  pendingToCome: (amount: string) =>
    t("{{amount}} more is pending and becomes withdrawable after the service has taken place.", { amount }),
  get backToDashboard() { return t("Back to earnings"); },
  get name() { return t("Account holder's name"); },
  get accountNumber() { return t("Account number"); },
  get ifsc() { return t("IFSC code"); },
  get phone() { return t("Phone"); },
  get amount() { return t("Amount (₹)"); },
  amountHint: (minimum: string, maximum: string) => t("Between {{minimum}} and {{maximum}}.", { minimum, maximum }),
  get submit() { return t("Request Withdrawal"); },
  get sending() { return t("Please Wait..."); },
  // The form's checks, worded as the server words them
  get chooseBalanceFirst() { return t("Choose the Booking or the Event balance."); },
  get enterName() { return t("Enter the account holder's name."); },
  get nameTooLong() { return t("The name can be at most 120 characters."); },
  get enterAccountNumber() { return t("Enter an account number of 9 to 18 digits."); },
  get enterIfsc() { return t("Enter a valid IFSC code, like SBIN0001234."); },
  get enterPhone() { return tenDigitPhoneHint(); },
  get enterAmount() { return t("Enter the amount to withdraw."); },
  get amountNotRupees() { return t("Enter an amount in rupees, like 499 or 499.50."); },
  get amountNegative() { return t("The amount cannot be negative."); },
  get amountTooPrecise() { return t("An amount has at most two digits after the point (paise)."); },
  minimum: (minimum: string) => t("The minimum withdrawal is {{minimum}}.", { minimum }),
  maximum: (maximum: string, balance: string) =>
    t("You can withdraw at most {{maximum}} from your {{balance}} balance.", { maximum, balance }),
  // Toasts (spec; the success text ends with a space)
  get toastWait() { return t("please Wait..."); },
  get toastSuccess() { return t("withdrawal Request Succesfull "); },
  get toastFailure() { return t("withdrawal Not Succesfull"); },
};

/** The balances' names as the screens show them (by the API's `balance` text). */
export const BALANCE_LABELS: Readonly<Record<string, string>> = {
  get booking() { return EARNINGS_TEXTS.booking; },
  get event() { return EARNINGS_TEXTS.event; },
};

/** Spec, states: payment history status texts (true, missing, false in the spec's terms). */
export const WITHDRAWAL_STATUS_TEXTS: Record<WithdrawalStatus, string> = {
  get paid() { return t("Payment Compleated"); },
  get requested() { return t("Payment Processing 24 hour compleated"); },
  get failed() { return t("Payment Failed"); },
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

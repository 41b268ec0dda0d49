import type { FieldErrors } from "../../../shared/api/api-error";
import { isTenDigitPhone } from "../../../shared/forms/ten-digit-phone";
import { formatPaise } from "../../../shared/format/rupees";
import {
  ACCOUNT_NUMBER_PATTERN,
  AMOUNT_PATTERN,
  BALANCE_LABELS,
  EARNINGS_TEXTS as T,
  IFSC_PATTERN,
  NAME_MAX_LENGTH,
} from "../constants";
import type { BalanceName, EarningsSummary, WithdrawalDraft } from "../types";

export interface WithdrawFormValues {
  balance: BalanceName | null;
  name: string;
  accountNumber: string;
  ifsc: string;
  phone: string;
  amount: string;
}

export const EMPTY_WITHDRAW_FORM: WithdrawFormValues = {
  balance: null,
  name: "",
  accountNumber: "",
  ifsc: "",
  phone: "",
  amount: "",
};

export const BALANCES: readonly BalanceName[] = ["booking", "event"];

/** What the form checks against, from the summary: the minimum and each balance's maximum. */
export type WithdrawLimits = Pick<EarningsSummary, "booking" | "event" | "minimum_withdrawal_paise">;

export function maximumPaise(limits: WithdrawLimits, balance: BalanceName): number {
  return Math.max(0, limits[balance].withdrawable_paise);
}

/** A balance can be chosen when it holds at least the minimum. */
export function canWithdrawFrom(limits: WithdrawLimits, balance: BalanceName): boolean {
  return maximumPaise(limits, balance) >= limits.minimum_withdrawal_paise;
}

/** The first balance that can be withdrawn from (Booking first), or null when neither. */
export function defaultBalance(limits: WithdrawLimits): BalanceName | null {
  return BALANCES.find((balance) => canWithdrawFrom(limits, balance)) ?? null;
}

/** Tidied as the server tidies them before its checks. */
const tidyName = (value: string) => value.split(/\s+/).filter(Boolean).join(" ");
const accountDigits = (value: string) => value.replace(/[\s-]/g, "");
const ifscCode = (value: string) => value.trim().toUpperCase();
const phoneDigits = (value: string) => value.trim().replace(/^\+91/, "").trim();
/** "₹1,500.50" and " 150 " are fine as typed: the rupee sign, grouping commas and spaces go. */
const amountText = (value: string) => value.replace(/[\s,]/g, "").replace(/^₹/, "");

/** Rupees as typed ("150", "150.5") in paise, or null unless rupees with at most 2 decimals. */
export function amountInPaise(value: string): number | null {
  const text = amountText(value);
  if (!AMOUNT_PATTERN.test(text)) return null;
  const [rupees, paise = ""] = text.split(".");
  return Number(rupees) * 100 + Number(paise.padEnd(2, "0"));
}

/** Why an amount that is not rupees with at most 2 decimals is refused, in the server's words. */
function amountProblem(value: string): string {
  const text = amountText(value);
  if (!text) return T.enterAmount;
  if (/^-\d+(\.\d+)?$/.test(text)) return T.amountNegative;
  if (/^\d+\.\d{3,}$/.test(text)) return T.amountTooPrecise;
  return T.amountNotRupees;
}

/**
 * The server's checks (earnings/services.py), made first so a mistake shows at once; keyed by
 * the request's field names, so the server's own field messages land in the same places.
 */
export function checkWithdrawForm(values: WithdrawFormValues, limits: WithdrawLimits): FieldErrors {
  const errors: FieldErrors = {};
  if (values.balance === null) errors.balance = T.chooseBalanceFirst;
  const name = tidyName(values.name);
  if (!name) errors.name = T.enterName;
  else if (name.length > NAME_MAX_LENGTH) errors.name = T.nameTooLong;
  if (!ACCOUNT_NUMBER_PATTERN.test(accountDigits(values.accountNumber))) errors.account_number = T.enterAccountNumber;
  if (!IFSC_PATTERN.test(ifscCode(values.ifsc))) errors.ifsc = T.enterIfsc;
  if (!isTenDigitPhone(phoneDigits(values.phone))) errors.phone = T.enterPhone;
  const amount = amountInPaise(values.amount);
  const minimum = limits.minimum_withdrawal_paise;
  if (amount === null) errors.amount = amountProblem(values.amount);
  else if (amount < minimum) errors.amount = T.minimum(formatPaise(minimum));
  else if (values.balance !== null && amount > maximumPaise(limits, values.balance)) {
    errors.amount = T.maximum(formatPaise(maximumPaise(limits, values.balance)), BALANCE_LABELS[values.balance]);
  }
  return errors;
}

/** The request body of checked values (balance chosen). */
export function toWithdrawalDraft(values: WithdrawFormValues & { balance: BalanceName }): WithdrawalDraft {
  return {
    balance: values.balance,
    name: tidyName(values.name),
    account_number: accountDigits(values.accountNumber),
    ifsc: ifscCode(values.ifsc),
    phone: phoneDigits(values.phone),
    // Sent as text, so 150.10 stays 150.10 (never a float's 150.09999...).
    amount: amountText(values.amount),
  };
}

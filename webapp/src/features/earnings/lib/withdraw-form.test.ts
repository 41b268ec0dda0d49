import { describe, expect, it } from "vitest";
import { balanceFixture, summaryFixture } from "../testing/earnings-fixture";
import {
  amountInPaise,
  checkWithdrawForm,
  defaultBalance,
  maximumPaise,
  toWithdrawalDraft,
  type WithdrawFormValues,
} from "./withdraw-form";

const limits = summaryFixture({
  booking: balanceFixture({ withdrawable_paise: 250050 }),
  event: balanceFixture({ withdrawable_paise: 49950 }),
});

const good: WithdrawFormValues = {
  balance: "booking",
  name: "Meera Iyer",
  accountNumber: "1234 5678 9012",
  ifsc: "sbin0001234",
  phone: "9876543210",
  amount: "150.50",
};

describe("checkWithdrawForm", () => {
  it("passes a good request", () => {
    expect(checkWithdrawForm(good, limits)).toEqual({});
  });

  it("requires every field, in the server's words", () => {
    const empty = { balance: null, name: " ", accountNumber: "", ifsc: "", phone: "", amount: "" };
    expect(checkWithdrawForm(empty, limits)).toEqual({
      balance: "Choose the Booking or the Event balance.",
      name: "Enter the account holder's name.",
      account_number: "Enter an account number of 9 to 18 digits.",
      ifsc: "Enter a valid IFSC code, like SBIN0001234.",
      phone: "Please enter a 10-digit phone number.",
      amount: "Enter the amount to withdraw.",
    });
  });

  it("tidies the name as the server does and holds it to 120 characters", () => {
    expect(checkWithdrawForm({ ...good, name: `  ${"M".repeat(60)}   ${"I".repeat(59)} ` }, limits).name).toBeUndefined();
    expect(checkWithdrawForm({ ...good, name: "M".repeat(121) }, limits).name).toBe("The name can be at most 120 characters.");
  });

  it("wants 9 to 18 digits for the account number", () => {
    for (const ok of ["123456789", "123456789012345678", "1234 5678 9", "1234-5678-9012"]) {
      expect(checkWithdrawForm({ ...good, accountNumber: ok }, limits).account_number).toBeUndefined();
    }
    for (const wrong of ["12345678", "1234567890123456789", "12345678A"]) {
      expect(checkWithdrawForm({ ...good, accountNumber: wrong }, limits).account_number).toBe(
        "Enter an account number of 9 to 18 digits.",
      );
    }
  });

  it("checks the IFSC code after upper-casing it", () => {
    expect(checkWithdrawForm({ ...good, ifsc: " hdfc0abc123 " }, limits).ifsc).toBeUndefined();
    for (const wrong of ["SBIN1001234", "SBI00001234", "SBIN000123", "SBIN00012345"]) {
      expect(checkWithdrawForm({ ...good, ifsc: wrong }, limits).ifsc).toBe("Enter a valid IFSC code, like SBIN0001234.");
    }
  });

  it("wants exactly 10 digits for the phone (+91 before them is fine, as on the server)", () => {
    expect(checkWithdrawForm({ ...good, phone: "+91 9876543210" }, limits).phone).toBeUndefined();
    for (const wrong of ["987654321", "98765432100", "+449876543210", "98765 43210"]) {
      expect(checkWithdrawForm({ ...good, phone: wrong }, limits).phone).toBe("Please enter a 10-digit phone number.");
    }
  });

  it("wants at least ₹100 in rupees with at most 2 decimals, in the server's words", () => {
    const amountError = (amount: string) => checkWithdrawForm({ ...good, amount }, limits).amount;
    expect(amountError("99.99")).toBe("The minimum withdrawal is ₹100.");
    expect(amountError("100")).toBeUndefined();
    expect(amountError("₹1,000.")).toBeUndefined();
    expect(amountError(" ")).toBe("Enter the amount to withdraw.");
    expect(amountError("-200")).toBe("The amount cannot be negative.");
    expect(amountError("150.505")).toBe("An amount has at most two digits after the point (paise).");
    for (const wrong of ["abc", "1e3", "."]) {
      expect(amountError(wrong)).toBe("Enter an amount in rupees, like 499 or 499.50.");
    }
  });

  it("takes the maximum from the selected balance", () => {
    expect(checkWithdrawForm({ ...good, amount: "2500.50" }, limits).amount).toBeUndefined();
    expect(checkWithdrawForm({ ...good, amount: "2500.51" }, limits).amount).toBe(
      "You can withdraw at most ₹2,500.50 from your Booking balance.",
    );
    expect(checkWithdrawForm({ ...good, balance: "event", amount: "499.50" }, limits).amount).toBeUndefined();
    expect(checkWithdrawForm({ ...good, balance: "event", amount: "500" }, limits).amount).toBe(
      "You can withdraw at most ₹499.50 from your Event balance.",
    );
  });
});

describe("withdraw form helpers", () => {
  it("reads rupees as paise exactly", () => {
    expect(amountInPaise("150")).toBe(15000);
    expect(amountInPaise("150.5")).toBe(15050);
    expect(amountInPaise("1,50,000.10")).toBe(15000010);
    expect(amountInPaise("150.")).toBe(15000);
    expect(amountInPaise(".5")).toBe(50);
    expect(amountInPaise("1.2.3")).toBeNull();
  });

  it("chooses Booking first, else the balance that reaches the minimum, else none", () => {
    expect(defaultBalance(limits)).toBe("booking");
    const eventOnly = { ...limits, booking: balanceFixture({ withdrawable_paise: 9999 }) };
    expect(defaultBalance(eventOnly)).toBe("event");
    expect(defaultBalance({ ...eventOnly, event: balanceFixture({ withdrawable_paise: 0 }) })).toBeNull();
    expect(maximumPaise({ ...limits, event: balanceFixture({ withdrawable_paise: -5 }) }, "event")).toBe(0);
  });

  it("sends trimmed, upper-cased, digits-only values with the amount as text", () => {
    expect(toWithdrawalDraft({ ...good, balance: "booking", name: " Meera  Iyer ", phone: "+919876543210", amount: "₹150.50" })).toEqual({
      balance: "booking",
      name: "Meera Iyer",
      account_number: "123456789012",
      ifsc: "SBIN0001234",
      phone: "9876543210",
      amount: "150.50",
    });
  });
});

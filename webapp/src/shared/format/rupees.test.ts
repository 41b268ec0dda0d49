import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../i18n/i18n";
import { formatPaise, formatRupees } from "./rupees";

describe("formatRupees", () => {
  it("uses the rupee sign and Indian digit grouping", () => {
    expect(formatRupees(500)).toBe("₹500");
    expect(formatRupees(1500)).toBe("₹1,500");
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
  });

  it("shows whole rupees", () => {
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(999.6)).toBe("₹1,000");
  });
});

describe("formatPaise", () => {
  it("shows whole rupees without decimals, with Indian grouping", () => {
    expect(formatPaise(0)).toBe("₹0");
    expect(formatPaise(10000)).toBe("₹100");
    expect(formatPaise(15000000)).toBe("₹1,50,000");
  });

  it("keeps the paise of a part rupee", () => {
    expect(formatPaise(49950)).toBe("₹499.50");
    expect(formatPaise(12345605)).toBe("₹1,23,456.05");
  });
});

describe("in Hindi", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("groups by lakh and crore too", async () => {
    await i18n.changeLanguage("hi");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatPaise(12345605)).toBe("₹1,23,456.05");
  });
});


describe.each(["en-IN", "hi-IN"])("grouping by hand agrees with Intl's %s", (locale) => {
  const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  it("for every length of number, both signs, whole and with paise", () => {
    for (let digits = 1; digits <= 12; digits++) {
      const rupees = Number("9".repeat(digits)) - (digits > 1 ? 7 : 0);
      for (const paise of [rupees * 100, rupees * 100 + 5, -(rupees * 100 + 50)]) {
        const expected = intl.format(paise / 100).replace(/\.00$/, "");
        expect(formatPaise(paise)).toBe(`₹${expected}`);
      }
    }
  });

  it("as a currency, with its sign", () => {
    const currency = new Intl.NumberFormat(locale, { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    for (const rupees of [0, 5, 1500, 150000, 12345678]) expect(formatRupees(rupees)).toBe(currency.format(rupees));
  });
});

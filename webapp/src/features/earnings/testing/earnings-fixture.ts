import type { Balance, DailyEarning, EarningsSummary, Withdrawal } from "../types";

export function balanceFixture(overrides: Partial<Balance> = {}): Balance {
  return { earned_paise: 500000, pending_paise: 100000, withdrawable_paise: 250050, withdrawn_paise: 149950, ...overrides };
}

/** 30 days ending 2026-03-30, with earnings on three of them. */
export function dailyFixture(): DailyEarning[] {
  return Array.from({ length: 30 }, (_, index) => {
    const date = `2026-03-${String(index + 1).padStart(2, "0")}`;
    const booking_paise = index === 29 ? 150000 : index === 10 ? 50000 : 0;
    const event_paise = index === 20 ? 29900 : 0;
    return { date, booking_paise, event_paise };
  });
}

export function summaryFixture(overrides: Partial<EarningsSummary> = {}): EarningsSummary {
  return {
    today_paise: 150000,
    month_paise: 1234500,
    year_paise: 15000000,
    total_paise: 123456789,
    event_total_paise: 49950,
    booking: balanceFixture(),
    event: balanceFixture({ earned_paise: 49950, pending_paise: 0, withdrawable_paise: 49950, withdrawn_paise: 0 }),
    daily: dailyFixture(),
    minimum_withdrawal_paise: 10000,
    ...overrides,
  };
}

export function withdrawalFixture(id: number, overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    balance: "booking",
    name: "Meera Iyer",
    account_number: "XXXXXX1234",
    ifsc: "SBIN0001234",
    amount_paise: 150000,
    gross_paise: 333334,
    fee_paise: 166667,
    tds_paise: 16667,
    tcs_paise: 0,
    status: "requested",
    reference: "",
    failure_reason: "",
    created_at: "2026-03-28T06:30:00Z",
    decided_at: null,
    ...overrides,
  };
}

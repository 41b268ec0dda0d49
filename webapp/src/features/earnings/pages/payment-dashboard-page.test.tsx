// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "../../../shared/format/date-time";
import { fakeApi, json } from "../../../shared/testing/fake-api";
import { renderAt } from "../../../shared/testing/render-at";
import { summaryFixture, withdrawalFixture } from "../testing/earnings-fixture";
import { PaymentDashboardPage } from "./payment-dashboard-page";

const page = (items: unknown[], number = 1, has_next = false) => json({ items, page: number, has_next });

function open(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(fakeApi({ "GET /earnings/summary": json(summaryFixture()), ...answers }));
  vi.stubGlobal("fetch", fetchMock);
  renderAt("/paymentDashboard", <PaymentDashboardPage />);
  return fetchMock;
}

/** The value shown under a card's or a balance's label. */
const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

describe("PaymentDashboardPage (/paymentDashboard)", () => {
  // jsdom does not lay out: the infinite scroll sees a page that needs no scrolling.
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the five cards and both balances in rupees with Indian grouping", async () => {
    open({ "GET /earnings/withdrawals?page=1": page([]) });
    const cards = await screen.findByRole("region", { name: "Your earnings" });
    expect(valueOf(cards, "Today")).toBe("₹1,500");
    expect(valueOf(cards, "This month")).toBe("₹12,345");
    expect(valueOf(cards, "This year")).toBe("₹1,50,000");
    expect(valueOf(cards, "Total earned")).toBe("₹12,34,567.89");
    expect(valueOf(cards, "Of it, from events")).toBe("₹499.50");
    // What "earned" counts is said beside the cards, as one definition with the chart's.
    expect(within(cards).getByText(/^Earned: your share of what clients paid for appointments and events/)).toBeTruthy();

    const booking = screen.getByRole("region", { name: "Booking balance" });
    expect(valueOf(booking, "Withdrawable")).toBe("₹2,500.50");
    expect(valueOf(booking, "Pending")).toBe("₹1,000");
    expect(valueOf(booking, "Withdrawn")).toBe("₹1,499.50");
    const event = screen.getByRole("region", { name: "Event balance" });
    expect(valueOf(event, "Withdrawable")).toBe("₹499.50");
    expect(valueOf(event, "Pending")).toBe("₹0");

    expect(screen.getByRole("link", { name: "Withdraw" }).getAttribute("href")).toBe("/withdraw");
  });

  it("names the chart and, with no canvas to draw on, shows its 30 days as a table", async () => {
    open({ "GET /earnings/withdrawals?page=1": page([]) });
    const chart = await screen.findByRole("figure", { name: "Earnings per day, last 30 days" });
    expect(within(chart).getByText("₹2,299 earned in the last 30 days; the best day was 30 Mar (₹1,500).")).toBeTruthy();
    expect(within(chart).queryByRole("img")).toBeNull();
    const table = within(chart).getByRole("table", { name: "Earnings per day, last 30 days" });
    expect(table.className).not.toContain("visually-hidden");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(rows[30].textContent).toBe("30 Mar₹1,500₹0₹1,500");
    expect(rows[21].textContent).toBe("21 Mar₹0₹299₹299");
  });

  it("lists the payment history with name, masked account, date, amount and the spec's status texts", async () => {
    open({
      "GET /earnings/withdrawals?page=1": page(
        [
          withdrawalFixture(3),
          withdrawalFixture(2, { status: "paid", reference: "UTR998877", amount_paise: 50050, balance: "event" }),
        ],
        1,
        true,
      ),
      "GET /earnings/withdrawals?page=2": page([withdrawalFixture(1, { status: "failed", failure_reason: "Account closed" })], 2),
    });
    const processing = await screen.findByRole("article", { name: "Meera Iyer ₹1,500" });
    expect(within(processing).getByText("Account XXXXXX1234")).toBeTruthy();
    expect(within(processing).getByText("From Booking")).toBeTruthy();
    const date = within(processing).getByText(formatDateTime("2026-03-28T06:30:00Z"));
    expect(date.getAttribute("datetime")).toBe("2026-03-28T06:30:00Z");
    expect(within(processing).getByText("Payment Processing 24 hour compleated")).toBeTruthy();

    const paid = screen.getByRole("article", { name: "Meera Iyer ₹500.50" });
    expect(within(paid).getByText("Payment Compleated")).toBeTruthy();
    expect(within(paid).getByText("Reference: UTR998877")).toBeTruthy();
    expect(within(paid).getByText("From Event")).toBeTruthy();

    // The next page comes as the list is scrolled to its end.
    expect(await screen.findByText("Payment Failed")).toBeTruthy();
    expect(screen.getByText("Reason: Account closed")).toBeTruthy();
    expect(await screen.findByText("No more data to load.")).toBeTruthy();
  });

  it("has a friendly empty state before the first withdrawal", async () => {
    open({ "GET /earnings/withdrawals?page=1": page([]) });
    expect(await screen.findByText("No withdrawals yet.")).toBeTruthy();
    expect(screen.getByText("When you withdraw your earnings, each request and its status shows here.")).toBeTruthy();
  });

  it("says the summary failed and asks again on Retry", async () => {
    let calls = 0;
    open({
      "GET /earnings/summary": () => (++calls === 1 ? new Response("", { status: 503 }) : json(summaryFixture())()),
      "GET /earnings/withdrawals?page=1": page([]),
    });
    const retry = await screen.findByRole("button", { name: "Retry" }, { timeout: 10_000 });
    expect(screen.getByText("Try Again Please...")).toBeTruthy();
    retry.click();
    expect(await screen.findByText("Total earned")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, sentBodies } from "../../../shared/testing/fake-api";
import { renderAt } from "../../../shared/testing/render-at";
import { balanceFixture, summaryFixture, withdrawalFixture } from "../testing/earnings-fixture";
import { PaymentDashboardPage } from "./payment-dashboard-page";
import { WithdrawPage } from "./withdraw-page";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Request Withdrawal" })));
const hintOf = (label: string) => {
  const input = screen.getByLabelText(label);
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;
};

function open(answers: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(fakeApi({ "GET /earnings/summary": json(summaryFixture()), ...answers }));
  vi.stubGlobal("fetch", fetchMock);
  renderAt("/withdraw", <WithdrawPage />, undefined, { "/paymentDashboard": <PaymentDashboardPage /> });
  return fetchMock;
}

async function fillGood() {
  await screen.findByRole("radio", { name: /Booking/ });
  type("Account holder's name", "Meera Iyer");
  type("Account number", "123456789012");
  type("IFSC code", "sbin0001234");
  type("Phone", "9876543210");
  type("Amount (₹)", "150.50");
}

describe("WithdrawPage (/withdraw)", () => {
  beforeEach(() => vi.spyOn(window, "scrollTo").mockImplementation(() => {}));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("reads the balances itself; Booking is chosen first and each choice sets the maximum", async () => {
    open();
    const booking = (await screen.findByRole("radio", { name: /Booking/ })) as HTMLInputElement;
    const event = screen.getByRole("radio", { name: /Event/ }) as HTMLInputElement;
    expect(within(booking.closest("label")!).getByText("₹2,500.50 withdrawable")).toBeTruthy();
    expect(within(event.closest("label")!).getByText("₹499.50 withdrawable")).toBeTruthy();
    expect(booking.checked).toBe(true);
    expect(hintOf("Amount (₹)")).toBe("Between ₹100 and ₹2,500.50.");

    fireEvent.click(event);
    expect(event.checked).toBe(true);
    expect(hintOf("Amount (₹)")).toBe("Between ₹100 and ₹499.50.");
    type("Amount (₹)", "500");
    await submit();
    expect(screen.getByText("You can withdraw at most ₹499.50 from your Event balance.")).toBeTruthy();
  });

  it("labels every field with its name, autocomplete and keyboard", async () => {
    open();
    await screen.findByRole("radio", { name: /Booking/ });
    const expected = [
      ["Account holder's name", "name", "name", null],
      ["Account number", "account_number", "off", "numeric"],
      ["IFSC code", "ifsc", "off", null],
      ["Phone", "phone", "tel-national", "numeric"],
      ["Amount (₹)", "amount", "off", "decimal"],
    ];
    for (const [label, name, autocomplete, inputmode] of expected) {
      const input = screen.getByLabelText(label!);
      expect([input.getAttribute("name"), input.getAttribute("autocomplete"), input.getAttribute("inputmode")]).toEqual([
        name,
        autocomplete,
        inputmode,
      ]);
    }
  });

  it("shows each rule's message under its field without asking the server", async () => {
    const fetchMock = open();
    await screen.findByRole("radio", { name: /Booking/ });
    await submit();
    for (const message of [
      "Enter the account holder's name.",
      "Enter an account number of 9 to 18 digits.",
      "Enter a valid IFSC code, like SBIN0001234.",
      "Please enter a 10-digit phone number.",
      "Enter the amount to withdraw.",
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    type("Amount (₹)", "99");
    await submit();
    expect(screen.getByText("The minimum withdrawal is ₹100.")).toBeTruthy();
    type("Amount (₹)", "2500.51");
    await submit();
    expect(screen.getByText("You can withdraw at most ₹2,500.50 from your Booking balance.")).toBeTruthy();
    expect(screen.getByLabelText("Amount (₹)").getAttribute("aria-invalid")).toBe("true");
    expect(sentBodies(fetchMock, "POST", "/earnings/withdrawals")).toEqual([]);
  });

  it("sends once, toasts, and the dashboard shows the new request as processing", async () => {
    const loading = vi.spyOn(toast, "loading");
    const success = vi.spyOn(toast, "success");
    let history: unknown[] = [];
    const made = withdrawalFixture(9, { amount_paise: 15050 });
    let answer: (response: Response) => void = () => {};
    const fetchMock = open({
      "POST /earnings/withdrawals": () => {
        history = [made];
        return new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
      },
      "GET /earnings/withdrawals?page=1": () => json({ items: history, page: 1, has_next: false })(),
    });
    await fillGood();
    await submit();
    const sending = screen.getByRole("button", { name: "Please Wait..." });
    expect(sending.hasAttribute("disabled")).toBe(true);
    // Enter pressed again while the first request is on its way.
    await act(async () => fireEvent.submit(sending.closest("form")!));
    await act(async () => answer(json(made, 201)()));

    expect(await screen.findByText("Payment Processing 24 hour compleated")).toBeTruthy();
    expect(screen.getByRole("article", { name: "Meera Iyer ₹150.50" })).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/earnings/withdrawals")).toEqual([
      { balance: "booking", name: "Meera Iyer", account_number: "123456789012", ifsc: "SBIN0001234", phone: "9876543210", amount: "150.50" },
    ]);
    expect(loading).toHaveBeenCalledWith("please Wait...");
    expect(success).toHaveBeenCalledWith("withdrawal Request Succesfull ", { id: loading.mock.results[0].value });
  });

  it("shows the server's messages under their fields and stays", async () => {
    const error = vi.spyOn(toast, "error");
    open({
      "POST /earnings/withdrawals": json(
        {
          message: "Check the highlighted fields.",
          fields: { amount: "You can withdraw at most ₹120 from your Booking balance.", ifsc: "Unknown bank branch." },
        },
        400,
      ),
    });
    await fillGood();
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith("withdrawal Not Succesfull", expect.anything()));
    expect(screen.getByText("You can withdraw at most ₹120 from your Booking balance.")).toBeTruthy();
    expect(screen.getByText("Unknown bank branch.")).toBeTruthy();
    expect(screen.queryByText(/^at /)).toBeNull();
  });

  it("says so instead of a form when both balances are below ₹100", async () => {
    open({
      "GET /earnings/summary": json(
        summaryFixture({
          booking: balanceFixture({ withdrawable_paise: 9999, pending_paise: 50000 }),
          event: balanceFixture({ withdrawable_paise: 0, pending_paise: 0 }),
        }),
      ),
    });
    expect(
      await screen.findByText("You can withdraw once your Booking or Event balance reaches ₹100. Both are below it right now."),
    ).toBeTruthy();
    expect(screen.getByText("₹99.99 withdrawable")).toBeTruthy();
    expect(screen.getByText("₹500 more is pending and becomes withdrawable after the service has taken place.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Request Withdrawal" })).toBeNull();
  });

  it("offers only the balance that reaches the minimum", async () => {
    open({ "GET /earnings/summary": json(summaryFixture({ booking: balanceFixture({ withdrawable_paise: 5000 }) })) });
    const booking = (await screen.findByRole("radio", { name: /Booking/ })) as HTMLInputElement;
    expect(booking.disabled).toBe(true);
    expect(within(booking.closest("label")!).getByText("Below the ₹100 minimum")).toBeTruthy();
    expect((screen.getByRole("radio", { name: /Event/ }) as HTMLInputElement).checked).toBe(true);
  });
});

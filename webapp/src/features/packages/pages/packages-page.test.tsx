// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, sentBodies } from "../../../shared/testing/fake-api";
import { renderAt } from "../../../shared/testing/render-at";
import { PackagesPage } from "./packages-page";

const PLAN = { id: 3, name: "Consultation", type: "Online", price: 750, duration_minutes: null };
const ROW = {
  id: 9, professional_id: 7, plan_id: 3, plan_name: "Consultation", name: "Three talks", sessions: 3,
  price_paise: 99900, valid_days: 30, status: "active", sales: 2, revenue_paise: 199800, credits_used: 1,
  credits_left: 5,
};

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function open(answers: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(
    fakeApi({ "GET /profiles/me": json({ id: 7, plans: [PLAN] }), "GET /packages/mine": json([ROW]), ...answers }),
  );
  vi.stubGlobal("fetch", fetchMock);
  renderAt("/packages", <PackagesPage />);
  return fetchMock;
}

describe("PackagesPage (/packages)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows each package's sales, revenue and sessions used and left", async () => {
    open();
    const row = await screen.findByTestId("package-row");
    expect(within(row).getByTestId("package-sales").textContent).toBe("2");
    expect(within(row).getByTestId("package-revenue").textContent).toBe("₹1,998");
    expect(within(row).getByTestId("package-used").textContent).toBe("1");
    expect(within(row).getByTestId("package-left").textContent).toBe("5");
    expect(within(row).getByRole("button", { name: "Stop selling" })).toBeTruthy();
  });

  it("sends the form as numbers and shows the server's refusal on its field", async () => {
    const refusal = { message: "A package has 1 to 50 sessions.", fields: { sessions: "A package has 1 to 50 sessions." } };
    const fetchMock = open({ "POST /packages": json(refusal, 400) });
    await screen.findByRole("option", { name: "Consultation" });
    for (const input of ["Session", "Package name", "Number of sessions", "Price (₹)", "Valid for (days)"]) {
      const field = screen.getByLabelText(input);
      expect(field.getAttribute("name")).toBeTruthy();
      expect(field.getAttribute("autocomplete")).toBe("off");
    }
    fireEvent.change(screen.getByLabelText("Session"), { target: { value: "3" } });
    type("Package name", "Three talks");
    type("Number of sessions", "0");
    type("Price (₹)", "999");
    type("Valid for (days)", "30");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create package" })));
    expect(sentBodies(fetchMock, "POST", "/packages")).toEqual([
      { plan_id: 3, name: "Three talks", sessions: 0, price: 999, valid_days: 30 },
    ]);
    const sessions = screen.getByLabelText("Number of sessions");
    expect(sessions.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText("A package has 1 to 50 sessions.")).toHaveLength(1);
  });

  it("edits the name and price of a package nobody bought", async () => {
    const fetchMock = open({
      "GET /packages/mine": json([{ ...ROW, sales: 0, revenue_paise: 0, credits_used: 0, credits_left: 0 }]),
      "PUT /packages/9": json({ ...ROW, name: "Trio", price_paise: 120000 }),
    });
    const row = await screen.findByTestId("package-row");
    fireEvent.click(within(row).getByRole("button", { name: "Edit" }));
    fireEvent.change(within(row).getByLabelText("Package name"), { target: { value: "Trio" } });
    fireEvent.change(within(row).getByLabelText("Price (₹)"), { target: { value: "1200" } });
    await act(async () => fireEvent.click(within(row).getByRole("button", { name: "Save" })));
    expect(sentBodies(fetchMock, "PUT", "/packages/9")).toEqual([{ name: "Trio", price: 1200 }]);
  });

  it("offers no edit once sold", async () => {
    open();
    const row = await screen.findByTestId("package-row");
    expect(within(row).queryByRole("button", { name: "Edit" })).toBeNull();
  });

  it("says the rule for unused sessions beside the form", async () => {
    open();
    expect(await screen.findByText("Sessions not booked by the expiry date are not refunded.")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { renderAt } from "../../../shared/testing/render-at";
import type { Coupon } from "../types";
import { CouponsPage } from "./coupons-page";

const coupon: Coupon = {
  id: 4, code: "DIWALI-20", kind: "percent", percent: 20, amount: null, everything: true, plan_ids: [],
  event_ids: [], max_uses: 10, per_client: 1, valid_from: null, valid_until: "2030-01-31", active: true,
  uses: 3, revenue_paise: 239_700, created_at: "2026-11-20T10:00:00Z",
};

let posted: unknown[];

function serve(created: { status: number; body: unknown }) {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace("/api/v1", "").split("?")[0];
      const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path === "/coupons" && init.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return reply(created.body, created.status);
      }
      if (path === "/coupons") return reply([coupon]);
      if (path === "/profiles/me") return reply({ username: "asha", plans: [{ id: 1, name: "Quick call", type: "Online", price: 999 }] });
      if (path === "/events/mine") return reply({ items: [], page: 1, has_next: false });
      return reply({ message: "Not found" }, 404);
    }),
  );
}

describe("CouponsPage (/coupons)", () => {
  beforeEach(() => useSession.setState({ token: "t" }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("lists each code's uses of its maximum, its revenue and its state", async () => {
    serve({ status: 201, body: coupon });
    renderAt("/coupons", <CouponsPage />);
    const row = await screen.findByTestId("coupon");
    expect(within(row).getByText("DIWALI-20")).toBeTruthy();
    expect(within(row).getByTestId("coupon-uses").textContent).toBe("3 of 10 used");
    expect(within(row).getByTestId("coupon-revenue").textContent).toBe("₹2,397");
    expect(within(row).getByText("Active")).toBeTruthy();
    expect(within(row).getByText("20% off")).toBeTruthy();
  });

  it("shows each refused field's message at its field", async () => {
    const refused = { message: "Please check the highlighted fields.", fields: { code: "Enter a code of 3 to 20 letters, digits or hyphens.", percent: "Enter a percentage from 1 to 100." } };
    serve({ status: 400, body: refused });
    renderAt("/coupons", <CouponsPage />);
    await screen.findByTestId("coupon");
    const code = screen.getByLabelText("Code");
    expect(code.getAttribute("name")).toBe("code");
    fireEvent.change(code, { target: { value: "x" } });
    fireEvent.change(screen.getByLabelText("Percent (1-100)"), { target: { value: "150" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create code" })));
    expect(await screen.findByText("Enter a code of 3 to 20 letters, digits or hyphens.")).toBeTruthy();
    expect(screen.getByText("Enter a percentage from 1 to 100.")).toBeTruthy();
    expect(posted[0]).toMatchObject({ code: "x", kind: "percent", percent: 150, everything: true });
  });
});

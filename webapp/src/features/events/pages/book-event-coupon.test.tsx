// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { bookingFixture, eventFixture } from "../testing/event-fixture";
import { fakeApi, json, renderPage } from "../testing/render-page";
import { BookEventPage } from "./book-event-page";

const checkout = vi.hoisted(() => vi.fn());
vi.mock("../../../shared/payments/checkout", () => ({
  CheckoutUnavailable: class extends Error {},
  payWithCheckout: checkout,
}));

const paid = { ...eventFixture(), price: 499 };
const free = {
  code: "FREE-SEAT", applies: true, message: "", fields: {},
  list_price_paise: 49_900, price_paise: 0, list_price: 499, price: 0,
};

describe("BookEventPage with a code (?coupon=)", () => {
  beforeEach(() => useSession.setState({ token: "t" }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("applies the address's code and books a ₹0 seat with it, without the checkout", async () => {
    const fetchMock = vi.fn(
      fakeApi({
        "GET /events/7": json(paid),
        "GET /auth/me": json({ id: 3, name: "Rohit Sharma", phone: "+919876543210" }),
        "GET /auth/me/email": json({ email: "rohit@example.in" }),
        "GET /coupons/check?code=FREE-SEAT&event_id=7": json(free),
        "POST /events/7/bookings": json({ ...bookingFixture(1, paid), price: 0, coupon_code: "FREE-SEAT" }, 201),
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderPage("/bookEvent", <BookEventPage />, { pathname: "/bookEvent", search: "?event=7&coupon=free-seat" });
    const price = await screen.findByTestId("coupon-price");
    expect(price.querySelector("s")?.textContent).toBe("₹499");
    expect(price.textContent).toContain("Nothing to pay");
    expect(await screen.findByDisplayValue("rohit@example.in")).toBeTruthy();
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByText("at /myEvents null")).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "Rohit Sharma", email: "rohit@example.in", coupon: "FREE-SEAT" });
    expect(checkout).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PATHS } from "../../../shared/routing/paths";
import { useSession } from "../../../shared/session/session-store";
import { renderAt } from "../../../shared/testing/render-at";
import { addDays, browserTimeZone } from "../lib/slot-time";
import type { Professional } from "../types";
import { BookAppointmentPage } from "./book-appointment-page";

const professional = {
  id: 7,
  name: "Asha Rao",
  position: "Family Lawyer",
  consulting_note: "",
  payment_required: true,
  plans: [{ id: 1, name: "Quick call", type: "Online", price: 999, duration_minutes: null }],
} as Partial<Professional> as Professional;

/** What the server makes of each code on plan 1 (₹999). */
const CODES: Record<string, { applies: boolean; message: string; price_paise: number }> = {
  GIFT: { applies: true, message: "", price_paise: 0 },
  TEN: { applies: true, message: "", price_paise: 90_000 },
  NOPE: { applies: false, message: "This code does not exist.", price_paise: 99_900 },
};

let posted: unknown[];

function serve() {
  posted = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = "", query = ""] = url.replace("/api/v1", "").split("?");
      const params = new URLSearchParams(query);
      const reply = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path === "/profiles/7") return reply(professional);
      if (path === "/auth/me") return reply({ id: 3, name: "Rohit Sharma", phone: "+919876543210" });
      if (path === "/auth/me/email") return reply({ email: "rohit@example.in" });
      if (path === "/coupons/check") {
        const code = (params.get("code") ?? "").toUpperCase();
        const found = CODES[code] ?? CODES.NOPE!;
        return reply({
          code, applies: found.applies, message: found.message,
          fields: found.applies ? {} : { coupon: found.message },
          list_price_paise: 99_900, price_paise: found.price_paise, list_price: 999, price: found.price_paise / 100,
        });
      }
      if (path === "/professionals/7/slots") {
        const date = params.get("date")!;
        return reply({
          date, first_date: date, last_date: addDays(date, 60), payment_required: true, cancellation_policy: [],
          professional_id: 7, time_zone: browserTimeZone(),
          windows: [{ window_id: 4, start: "10:00", end: "11:00", starts_at: `${date}T10:00:00Z`, ends_at: `${date}T11:00:00Z`, places: 1, left: 1, closed: null }],
        });
      }
      if (path === "/appointments" && init.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return reply({ id: 9, status: "accepted", paid: true, hold_expires_at: null }, 201);
      }
      return reply({ message: "Not found" }, 404);
    }),
  );
}

const open = (query: string) => renderAt(`${PATHS.bookAppointment}?professional=7&plan=1${query}`, <BookAppointmentPage />);

describe("BookAppointmentPage: a coupon code", () => {
  beforeEach(() => useSession.setState({ token: "t" }));
  afterEach(() => {
    cleanup();
    act(() => toast.remove());
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("applies the address's code: the new price beside the struck list price, and Book at ₹0", async () => {
    serve();
    open("&coupon=gift");
    const field = (await screen.findByLabelText("Coupon code")) as HTMLInputElement;
    expect(field.value).toBe("GIFT");
    expect(field.getAttribute("name")).toBe("coupon");
    expect(field.getAttribute("autocomplete")).toBe("off");
    const price = await screen.findByTestId("coupon-price");
    expect(price.querySelector("s")?.textContent).toBe("₹999");
    expect(price.textContent).toContain("Nothing to pay");
    // Pay-first, but nothing to pay: Book, not Pay Now.
    const book = await screen.findByRole("button", { name: "Book Appointment" });
    await waitFor(() => expect(screen.getByRole("radio", { name: /^10 : 00/ }).getAttribute("aria-checked")).toBe("true"));
    await act(async () => fireEvent.click(book));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ plan_id: 1, coupon: "GIFT" });
  });

  it("shows a refused code's error with the full price, sends no code, and applies a typed one", async () => {
    serve();
    open("&coupon=nope");
    expect(await screen.findByTestId("coupon-error")).toHaveProperty("textContent", "This code does not exist.");
    expect(screen.queryByTestId("coupon-price")).toBeNull();
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeTruthy();

    const field = screen.getByLabelText("Coupon code");
    fireEvent.change(field, { target: { value: "ten" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Apply" })));
    const price = await screen.findByTestId("coupon-price");
    expect(price.querySelector("strong")?.textContent).toBe("₹900");
    expect(screen.queryByTestId("coupon-error")).toBeNull();
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeTruthy(); // ₹900 is still paid first
  });
});

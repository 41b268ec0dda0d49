// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import toast from "react-hot-toast";
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

const me = { id: 3, name: "Rohit Sharma", phone: "+919876543210" };
const state = { id: 7 };

function open(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn(
    fakeApi({
      "GET /events/7": json(eventFixture()),
      "GET /auth/me": json(me),
      "GET /auth/me/email": json({ email: "rohit@example.in" }),
      ...answers,
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
  renderPage("/bookEvent", <BookEventPage />, { pathname: "/bookEvent", state });
  return fetchMock;
}

describe("BookEventPage (/bookEvent)", () => {
  beforeEach(() => useSession.setState({ token: "t" }));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSession.setState({ token: null, user: null });
  });

  it("prefills name, read-only phone and e-mail, books, toasts and goes to /myEvents", async () => {
    const success = vi.spyOn(toast, "success");
    const fetchMock = open({ "POST /events/7/bookings": json(bookingFixture(1), 201) });
    expect(await screen.findByDisplayValue("Rohit Sharma")).toBeTruthy();
    expect(await screen.findByDisplayValue("rohit@example.in")).toBeTruthy();
    const phone = screen.getByLabelText("Phone") as HTMLInputElement;
    expect(phone.value).toBe("+919876543210");
    expect(phone.readOnly).toBe(true);
    expect(await screen.findByText("Healthy Heart Webinar")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Rohit S" } });
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByRole("button", { name: "Please Wail..." })).toBeTruthy();
    expect(await screen.findByText("at /myEvents null")).toBeTruthy();
    expect(success).toHaveBeenCalledWith("Event Booking Succesfull!");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ name: "Rohit S", email: "rohit@example.in" });
  });

  it("shows the server's message (a paid event) and stays, the button back to Book Event", async () => {
    const error = vi.spyOn(toast, "error");
    const message = "Paid events cannot be booked yet: payment for events is coming soon.";
    open({ "POST /events/7/bookings": json({ message }, 409) });
    await screen.findByDisplayValue("rohit@example.in");
    screen.getByRole("button", { name: "Book Event" }).click();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(message));
    expect(await screen.findByRole("button", { name: "Book Event" })).toBeTruthy();
    expect(screen.queryByText(/at \/myEvents/)).toBeNull();
  });

  it("says 'Event Booking Not Succesfull!' when the server gives no message", async () => {
    const error = vi.spyOn(toast, "error");
    open({ "POST /events/7/bookings": () => new Response("", { status: 502 }) });
    await screen.findByDisplayValue("rohit@example.in");
    screen.getByRole("button", { name: "Book Event" }).click();
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("Event Booking Not Succesfull!"));
  });

  it("requires a name and an e-mail before asking the server", async () => {
    const fetchMock = open({ "GET /auth/me/email": json({ email: "" }) });
    await screen.findByDisplayValue("Rohit Sharma");
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: " " } });
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: "Rohit" } });
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByText("Enter your e-mail address.")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("a paid event: held, pays through Checkout, verifies, then booked; a dismissed Checkout leaves 'Pay Now'", async () => {
    const success = vi.spyOn(toast, "success");
    const error = vi.spyOn(toast, "error");
    const held = { ...bookingFixture(4, eventFixture({ price: 499 })), status: "awaiting_payment", hold_expires_at: "2030-01-01T00:00:00Z" };
    const proof = { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1", razorpay_signature: "sig" };
    const fetchMock = open({
      "GET /events/7": json(eventFixture({ price: 499 })),
      "POST /events/7/bookings": json(held, 201),
      "POST /events/bookings/4/order": json({ order_id: "order_1", amount: 49900, currency: "INR" }),
      "POST /payments/verify": json({ status: "paid", event_booking_id: 4 }),
    });
    await screen.findByDisplayValue("rohit@example.in");
    checkout.mockResolvedValueOnce({ status: "dismissed" });
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Transaction was cancelled.!");

    checkout.mockResolvedValueOnce({ status: "paid", proof });
    screen.getByRole("button", { name: "Pay Now" }).click();
    expect(await screen.findByText("at /myEvents null")).toBeTruthy();
    expect(success).toHaveBeenCalledWith("Event Booking Succesfull!");
    const verify = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/payments/verify"));
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual(proof);
  });

  it("goes home without a session or without an event id", async () => {
    useSession.setState({ token: null });
    open({});
    expect(await screen.findByText("at / null")).toBeTruthy();
    cleanup();
    useSession.setState({ token: "t" });
    renderPage("/bookEvent", <BookEventPage />, { pathname: "/bookEvent" });
    expect(await screen.findByText("at / null")).toBeTruthy();
  });
});

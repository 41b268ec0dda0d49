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

  it("shows the hold's countdown, and gives the seat back on 'Give the seat back' and on leaving", async () => {
    const held = { ...bookingFixture(4, eventFixture({ price: 499 })), status: "awaiting_payment", hold_expires_at: new Date(Date.now() + 600_000).toISOString() };
    const fetchMock = open({
      "GET /events/7": json(eventFixture({ price: 499 })),
      "POST /events/7/bookings": json(held, 201),
      "POST /events/bookings/4/order": json({ order_id: "order_1", amount: 49900, currency: "INR" }),
      "DELETE /events/bookings/4/hold": json({ ...held, status: "cancelled" }),
    });
    const released = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE").length;
    await screen.findByDisplayValue("rohit@example.in");
    checkout.mockResolvedValue({ status: "dismissed" });
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeTruthy();
    expect((await screen.findByRole("timer")).textContent).toMatch(/^This seat is held for you while you pay: (10:00|9:5\d)$/);

    screen.getByRole("button", { name: "Give the seat back" }).click();
    expect(await screen.findByRole("button", { name: "Book Event" })).toBeTruthy();
    expect(released()).toBe(1);
    expect(screen.queryByRole("timer")).toBeNull();

    // Held again, then the page is left: the hold goes back as the page goes.
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeTruthy();
    cleanup();
    expect(released()).toBe(2);
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(deletes.every(([, init]) => init?.keepalive === true)).toBe(true);
  });

  it("says so when the hold lapsed, and books afresh", async () => {
    const held = { ...bookingFixture(4, eventFixture({ price: 499 })), status: "awaiting_payment", hold_expires_at: new Date(Date.now() + 1500).toISOString() };
    const fetchMock = open({
      "GET /events/7": json(eventFixture({ price: 499 })),
      "POST /events/7/bookings": json(held, 201),
      "POST /events/bookings/4/order": json({ order_id: "order_1", amount: 49900, currency: "INR" }),
    });
    await screen.findByDisplayValue("rohit@example.in");
    checkout.mockResolvedValue({ status: "dismissed" });
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByRole("button", { name: "Pay Now" })).toBeTruthy();
    expect(await screen.findByText("Your hold on this seat has lapsed. Please book again.", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Book Event" })).toBeTruthy();
    cleanup();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("sold out: joins the waitlist, shows the place in line, and leaves it", async () => {
    const success = vi.spyOn(toast, "success");
    const full = eventFixture({ seats: 20, left: 0, booked: 20 });
    const wait = { id: 11, status: "waiting", position: 2, offer_booking_id: null, offer_expires_at: null, event: full };
    let waits: unknown[] = [];
    const fetchMock = open({
      "GET /events/7": json(full),
      "GET /events/waitlist": () => new Response(JSON.stringify(waits)),
      "POST /events/7/waitlist": () => {
        waits = [wait];
        return new Response(JSON.stringify(wait), { status: 201 });
      },
      "DELETE /events/waitlist/11": () => {
        waits = [];
        return new Response(null, { status: 204 });
      },
    });
    await screen.findByDisplayValue("rohit@example.in");
    expect(await screen.findByText("Sold out. Join the waitlist and the next free seat is offered to you first.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Book Event" })).toBeNull();
    screen.getByRole("button", { name: "Join waitlist" }).click();
    expect((await screen.findByTestId("wait-place")).textContent).toBe("2nd in line");
    expect(success).toHaveBeenCalledWith("You are on the waitlist: 2nd in line.");
    const joined = fetchMock.mock.calls.find(([url, init]) => String(url).endsWith("/events/7/waitlist") && init?.method === "POST");
    expect(JSON.parse(String(joined?.[1]?.body))).toEqual({ name: "Rohit Sharma", email: "rohit@example.in" });

    screen.getByRole("button", { name: "Leave waitlist" }).click();
    expect(await screen.findByRole("button", { name: "Join waitlist" })).toBeTruthy();
    expect(success).toHaveBeenCalledWith("You left the waitlist.");
  });

  it("offered a seat: its countdown, and Book Event takes it", async () => {
    const full = eventFixture({ seats: 20, left: 0, booked: 20 });
    const expires = new Date(Date.now() + 900_000).toISOString();
    const wait = { id: 11, status: "offered", position: 0, offer_booking_id: 4, offer_expires_at: expires, event: full };
    const fetchMock = open({
      "GET /events/7": json(full),
      "GET /events/waitlist": json([wait]),
      "POST /events/7/bookings": json(bookingFixture(4, full), 201),
    });
    await screen.findByDisplayValue("rohit@example.in");
    expect((await screen.findByRole("timer")).textContent).toMatch(/^A seat is held for you from the waitlist: (15:00|14:5\d)$/);
    expect(screen.getByRole("button", { name: "Decline" })).toBeTruthy();
    screen.getByRole("button", { name: "Book Event" }).click();
    expect(await screen.findByText("at /myEvents null")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith("/events/7/bookings") && init?.method === "POST")).toBe(true);
  });

  it("signs a visitor in, and says so when no event is named rather than going home", async () => {
    useSession.setState({ token: null });
    open({});
    // Signed in, back to the event (named in the address from the spec's state).
    expect(await screen.findByText(`at /signup ${JSON.stringify({ next: "/bookEvent?event=7" })}`)).toBeTruthy();
    cleanup();
    useSession.setState({ token: "t" });
    renderPage("/bookEvent", <BookEventPage />, { pathname: "/bookEvent" });
    expect(await screen.findByText("This link does not say which event to show.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See upcoming webinars" })).toBeTruthy();
  });

  it("books the event its address names, so a reload shows the same", async () => {
    open({});
    cleanup(); // its fetch stays: the same event, named in the address only
    renderPage("/bookEvent", <BookEventPage />, { pathname: "/bookEvent", search: "?event=7" });
    expect(await screen.findByText("Healthy Heart Webinar")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Book Event" })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from "@testing-library/react";
import toast, { useToasterStore } from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";
import type { Appointment } from "../api/types";
import { makeAppointment, makeMessage } from "../testing/appointment-fixture";
import { fakeApi, pageOf, type Route } from "../testing/fake-api";
import { closeFakeSocket, openFakeSocket } from "../testing/fake-socket";
import { YourAppointmentsPage } from "./your-appointments-page";
import { PATHS } from "../../../shared/routing/paths";

const ME = { id: 3, name: "Ravi Kumar", first_name: "Ravi", last_name: "Kumar", username: "ravi", phone: "+919876543210", image: null, image_sources: null, language: "en" as const };

function renderPage(items: Appointment[], route: Route = () => undefined) {
  const calls = fakeApi((call) => (call.url.startsWith("/api/v1/appointments/mine") ? { body: pageOf(items) } : route(call)));
  const router = createMemoryRouter([{ path: PATHS.yourAppointments, element: <YourAppointmentsPage /> }], {
    initialEntries: [PATHS.yourAppointments],
  });
  renderWithQuery(<RouterProvider router={router} />);
  return calls;
}

const toastTexts = () => renderHook(() => useToasterStore()).result;
const card = async (name = "Asha Rao") => within(await screen.findByRole("article", { name }));

describe("YourAppointmentsPage: what the client can do", () => {
  beforeEach(() => {
    useSession.setState({ token: "tok", user: ME });
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 10_000, configurable: true });
  });
  afterEach(() => {
    closeFakeSocket();
    act(() => toast.remove());
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("narrows the list to a date with Done, and Clear shows all again", async () => {
    const calls = renderPage([makeAppointment()]);
    await card();
    fireEvent.change(screen.getByLabelText("Filter by date"), { target: { value: "2025-03-04" } });
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain("/api/v1/appointments/mine?page=1&date=2025-03-04"));
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect((screen.getByLabelText("Filter by date") as HTMLInputElement).value).toBe("");
  });

  it("offers Pay Now only for an accepted, unpaid appointment", async () => {
    renderPage([
      makeAppointment({ status: "accepted", plan_name: "To pay" }),
      makeAppointment({ status: "pending", plan_name: "Undecided" }),
      makeAppointment({ status: "accepted", paid: true, plan_name: "Paid one" }),
    ]);
    await screen.findByText("To pay");
    const [toPay, undecided, paid] = screen.getAllByRole("article");
    expect(within(toPay).getByRole("button", { name: "Pay Now" })).toBeTruthy();
    expect(within(undecided).queryByRole("button", { name: "Pay Now" })).toBeNull();
    expect(within(paid).queryByRole("button", { name: "Pay Now" })).toBeNull();
    expect(within(paid).getByText("Paid")).toBeTruthy();
    expect(within(toPay).getByRole("button", { name: "Add to calendar" })).toBeTruthy();
    expect(within(undecided).queryByRole("button", { name: "Add to calendar" })).toBeNull();
  });

  it("shows the thread after payment, and the professional's live message joins it", async () => {
    const appointment = makeAppointment({
      id: 55,
      status: "accepted",
      paid: true,
      messages: [makeMessage({ appointment_id: 55, author_id: 7, text: "Meet at https://meet.google.com/x" })],
    });
    const calls = renderPage([appointment]);
    const shown = await card();
    const thread = within(shown.getByRole("region", { name: "Response Details" }));
    expect(thread.getByText("Asha Rao")).toBeTruthy();
    expect(thread.getByRole("link", { name: "https://meet.google.com/x" })).toBeTruthy();
    const send = openFakeSocket();
    send({
      type: "message.created",
      topic: "user:3",
      data: { id: 901, appointment_id: 55, author_id: 7, author_name: "Asha Rao", text: "See you soon", created_at: "2025-01-06T05:00:00Z" },
    });
    expect(await thread.findByText("See you soon")).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith("/api/v1/appointments/mine"))).toHaveLength(1);
  });

  it("refuses an empty message with Re-enter The Message, and sends a typed one", async () => {
    const calls = renderPage([makeAppointment({ id: 56, status: "accepted", paid: true })], (call) =>
      call.method === "POST" ? { status: 201, body: makeMessage({ id: 77, appointment_id: 56, author_id: 3, text: (call.body as { text: string }).text }) } : undefined,
    );
    const shown = await card();
    fireEvent.click(shown.getByRole("button", { name: "Send Response" }));
    expect(shown.getByRole("alert").textContent).toBe("Re-enter The Message");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    fireEvent.change(shown.getByLabelText("Your message"), { target: { value: "Can we start 5 min late?" } });
    fireEvent.click(shown.getByRole("button", { name: "Send Response" }));
    expect(await shown.findByText("Can we start 5 min late?", { selector: ".message-text span" })).toBeTruthy();
    expect(shown.getByText("You")).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: "POST", url: "/api/v1/appointments/56/messages", body: { text: "Can we start 5 min late?" } });
  });

  it("says Response Not Send.Try Again... when sending fails", async () => {
    renderPage([makeAppointment({ status: "accepted", paid: true })], (call) =>
      call.method === "POST" ? { status: 500 } : undefined,
    );
    const shown = toastTexts();
    const item = await card();
    fireEvent.change(item.getByLabelText("Your message"), { target: { value: "Hello" } });
    fireEvent.click(item.getByRole("button", { name: "Send Response" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Response Not Send.Try Again..."));
  });

  it("writes feedback in the dialog, prefilled to edit an earlier one", async () => {
    let status = 500;
    const calls = renderPage([makeAppointment({ id: 57, status: "accepted", paid: true, can_review: true, review: "Good advice" })], (call) =>
      call.url.endsWith("/review") ? { status, body: { id: 1, appointment_id: 57, text: "Very good advice", created_at: "" } } : undefined,
    );
    const shown = toastTexts();
    fireEvent.click((await card()).getByRole("button", { name: "Write Feedback" }));
    const dialog = within(screen.getByRole("dialog", { name: "Write Feedback" }));
    expect(dialog.getByText("Your review helps to new customer")).toBeTruthy();
    const box = dialog.getByLabelText("Review") as HTMLTextAreaElement;
    expect(box.value).toBe("Good advice");
    fireEvent.change(box, { target: { value: "Very good advice" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add Feedback" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Feedback Not Sended.Try Again..."));
    status = 200;
    fireEvent.click(dialog.getByRole("button", { name: "Add Feedback" }));
    await waitFor(() => expect(shown.current.toasts.map((t) => t.message)).toContain("Feedback Sended!"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.at(-1)).toMatchObject({ method: "POST", url: "/api/v1/appointments/57/review", body: { text: "Very good advice" } });
    expect(await screen.findByText("Very good advice")).toBeTruthy();
  });

  it("offers Write Feedback only when the server says the client may review", async () => {
    renderPage([makeAppointment({ status: "accepted", paid: true, can_review: false })]);
    expect((await card()).queryByRole("button", { name: "Write Feedback" })).toBeNull();
  });

  it("cancels after confirming, and shows the server's words when it is too late", async () => {
    const calls = renderPage([makeAppointment({ id: 58, status: "accepted", paid: true, can_cancel: true })], (call) =>
      call.url.endsWith("/cancel") ? { status: 409, body: { message: "This appointment cannot be cancelled now." } } : undefined,
    );
    const shown = toastTexts();
    fireEvent.click((await card()).getByRole("button", { name: "Cancel booking" }));
    const dialog = within(screen.getByRole("dialog", { name: "Cancel this appointment?" }));
    fireEvent.click(dialog.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    fireEvent.click((await card()).getByRole("button", { name: "Cancel booking" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel" }));
    await waitFor(() =>
      expect(shown.current.toasts.map((t) => t.message)).toContain(
        "This appointment cannot be cancelled now.",
      ),
    );
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url)).toEqual(["/api/v1/appointments/58/cancel"]);
  });

  it("says what a cancel returns now under the professional's policy, and again as a tier passes", async () => {
    const POLICY = [
      { hours: 24, percent: 100 },
      { hours: 2, percent: 50 },
      { hours: 0, percent: 0 },
    ];
    // 2 hours and a moment ahead: half of ₹999 back now, nothing a moment later.
    const startsAt = new Date(Date.now() + 2 * 3_600_000 + 700).toISOString();
    renderPage([
      makeAppointment({
        id: 61, status: "accepted", paid: true, can_cancel: true, price: 999, price_paise: 99_900,
        starts_at: startsAt, cancellation_policy: POLICY, cancel_refund_paise: 49_950,
      }),
      makeAppointment({ id: 62, status: "accepted", paid: false, can_cancel: true, cancellation_policy: POLICY, professional: { id: 8, name: "Free Talk", position: "", username: "free", image: null, image_sources: null } }),
    ]);
    const paid = await card();
    expect(paid.getByText("Cancel now: ₹499.50 back")).toBeTruthy();
    expect(paid.getByText("Free cancellation up to 24 hours before; 50 % back up to 2 hours before; no refund after.")).toBeTruthy();
    fireEvent.click(paid.getByRole("button", { name: "Cancel booking" }));
    const dialog = within(screen.getByRole("dialog", { name: "Cancel this appointment?" }));
    expect(dialog.getByText(/You will get ₹499.50 back/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(paid.getByText("Cancel now: ₹0 back")).toBeTruthy(), { timeout: 3000 });
    // Nothing paid yet: the policy is said before "Pay Now", but no amount.
    const unpaid = await card("Free Talk");
    expect(unpaid.queryByText(/Cancel now/)).toBeNull();
    expect(unpaid.getByText(/^Free cancellation up to 24 hours before/)).toBeTruthy();
  });

  it("downloads the calendar file with the session's token", async () => {
    localStorage.setItem("token", "tok");
    const saved: string[] = [];
    const calls = renderPage([makeAppointment({ id: 59, status: "accepted" })], (call) =>
      call.url.endsWith("calendar.ics") ? { body: "BEGIN:VCALENDAR" } : undefined,
    );
    const fetchSpy = vi.mocked(fetch);
    URL.createObjectURL = vi.fn(() => "blob:ics");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click((await card()).getByRole("button", { name: "Add to calendar" }));
    await waitFor(() => expect(saved).toEqual(["appointment-59.ics"]));
    expect(calls.at(-1)?.url).toBe("/api/v1/appointments/59/calendar.ics");
    const init = fetchSpy.mock.calls.at(-1)?.[1] as RequestInit;
    expect(init.headers).toEqual({ Authorization: "Bearer tok" });
    localStorage.removeItem("token");
  });
});

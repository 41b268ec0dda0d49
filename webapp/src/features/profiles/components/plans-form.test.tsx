// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeProfile, stubApi } from "../testing/profile-fixture";
import { PlansForm } from "./plans-form";

function renderForm(onSaved = vi.fn()) {
  render(<PlansForm profile={makeProfile({ payment_required: false })} onSaved={onSaved} />);
  return within(screen.getByRole("region", { name: "Service / Session" }));
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe("PlansForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("alerts Price More than ₹100 for a price of 100 or lower", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const error = vi.spyOn(toast, "error");
    const form = renderForm();
    type(form.getByLabelText("Session Name"), "Quick chat");
    type(form.getByLabelText("Price"), "100");
    fireEvent.click(form.getByRole("button", { name: "Add Session" }));
    expect(alert).toHaveBeenCalledWith("Price More than ₹100");
    expect(error).not.toHaveBeenCalled();
    expect(form.queryByText("Quick chat")).toBeNull();
  });

  it("toasts Enter Session Details when the name or price is missing", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => undefined);
    const error = vi.spyOn(toast, "error");
    const form = renderForm();
    type(form.getByLabelText("Price"), "500");
    fireEvent.click(form.getByRole("button", { name: "Add Session" }));
    expect(error).toHaveBeenCalledWith("Enter Session Details");
    type(form.getByLabelText("Session Name"), "Consult");
    type(form.getByLabelText("Price"), "");
    fireEvent.click(form.getByRole("button", { name: "Add Session" }));
    expect(error).toHaveBeenCalledTimes(2);
    expect(alert).not.toHaveBeenCalled();
  });

  it("adds and deletes locally, then saves the whole list with existing ids kept", async () => {
    const saved = makeProfile({
      plans: [
        { id: 3, name: "Video call", type: "Online", price: 1500, duration_minutes: null },
        { id: 4, name: "Office visit", type: "Offline", price: 2500, duration_minutes: 60 },
      ],
    });
    const calls = stubApi((call) => (call.method === "PUT" ? { body: saved } : undefined));
    const onSaved = vi.fn();
    const form = renderForm(onSaved);
    expect(form.getByText("₹1,500 · Online")).toBeTruthy();

    type(form.getByLabelText("Session Name"), "Office visit");
    type(form.getByLabelText("Price"), "2500");
    type(form.getByLabelText("Type"), "Offline");
    const length = form.getByLabelText("Length") as HTMLSelectElement;
    expect([...length.options].map((option) => option.textContent)).toEqual([
      "Any length", "15 min", "20 min", "30 min", "45 min", "60 min", "90 min", "120 min",
    ]);
    type(length, "60");
    fireEvent.click(form.getByRole("button", { name: "Add Session" }));
    expect(form.getByText("₹2,500 · Offline · 60 min")).toBeTruthy();
    expect((form.getByLabelText("Session Name") as HTMLInputElement).value).toBe("");

    type(form.getByLabelText("Session Name"), "Temp");
    type(length, "");
    type(form.getByLabelText("Price"), "300");
    fireEvent.click(form.getByRole("button", { name: "Add Session" }));
    fireEvent.click(form.getByRole("button", { name: "Delete Temp" }));
    expect(form.queryByText("Temp")).toBeNull();

    const payFirst = form.getByRole("switch", { name: "Payment After Booking" });
    // The spec's name reads as "pay after"; beside it, plain words say clients pay first.
    const hint = document.getElementById(payFirst.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "On: clients pay as they book, and the booking is made only once the payment is complete. Off: clients book first and pay later.",
    );
    expect(within(hint!.parentElement!).getByRole("switch")).toBe(payFirst);
    fireEvent.click(payFirst);
    type(form.getByLabelText("Consulting Note"), "Be on time.");
    expect(calls).toEqual([]); // nothing is stored before Save

    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save" })));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: "PUT",
        url: "/api/v1/profiles/me/plans",
        body: {
          plans: [
            { id: 3, name: "Video call", type: "Online", price: 1500, duration_minutes: null },
            { name: "Office visit", type: "Offline", price: 2500, duration_minutes: 60 },
          ],
          consulting_note: "Be on time.",
          payment_required: true,
        },
      },
    ]);
  });

  it("shows the server's message about a plan on that plan", async () => {
    const message = "Choose a length of 15, 20, 30, 45, 60, 90 or 120 minutes, or any.";
    stubApi((call) =>
      call.method === "PUT" ? { status: 422, body: { message, fields: { "plans.0.duration_minutes": message } } } : undefined,
    );
    const form = renderForm();
    await act(async () => fireEvent.click(form.getByRole("button", { name: "Save" })));
    const plan = (await form.findAllByText(message))[0].closest("li")!;
    expect(within(plan).getByText("Video call")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { fakeApi, json, sentBodies } from "../../../shared/testing/fake-api";
import { renderAt } from "../../../shared/testing/render-at";
import { SupportPage } from "./support-page";

const me = { id: 3, name: "Rohit Sharma", first_name: "Rohit", last_name: "Sharma", username: "rohit", phone: "+919876543210", image: null };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole("button", { name: "Submit" })));
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

function open(answers: Record<string, () => Response> = {}) {
  const fetchMock = vi.fn(fakeApi({ "GET /auth/me": json(me), ...answers }));
  vi.stubGlobal("fetch", fetchMock);
  renderAt("/support", <SupportPage />);
  return fetchMock;
}

function fill() {
  type("Name", "Asha Rao");
  type("Phone", "9123456780");
  type("Email", "asha@example.in");
  type("Message", "My refund has not arrived.");
}

describe("SupportPage (/support)", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.setState({ token: null, user: null });
  });

  it("asks a visitor for every field, with visible labels and autocomplete", async () => {
    const fetchMock = open();
    expect(screen.getByRole("heading", { level: 1, name: "Support and Report" })).toBeTruthy();
    const fields = [
      ["Name", "name"],
      ["Phone", "tel-national"],
      ["Email", "email"],
      ["Message", "off"],
    ];
    for (const [label, autocomplete] of fields) {
      expect(screen.getByLabelText(label).getAttribute("autocomplete")).toBe(autocomplete);
    }
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByText("Please enter a 10-digit phone number.")).toBeTruthy();
    expect(value("Name")).toBe("");

    await submit();
    for (const message of ["Enter your name.", "Please enter a 10-digit phone number.", "Enter a valid e-mail address.", "Enter a message."]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    type("Phone", "98765");
    type("Email", "asha@example");
    await submit();
    expect(screen.getByLabelText("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/support/reports")).toEqual([]);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/auth/me"))).toBe(false);
  });

  it("prefills a signed-in user's name and the last 10 digits of their phone", async () => {
    useSession.setState({ token: "t" });
    open();
    expect(await screen.findByDisplayValue("Rohit Sharma")).toBeTruthy();
    expect(value("Phone")).toBe("9876543210");
    type("Name", "Rohit S");
    expect(value("Name")).toBe("Rohit S");
  });

  it("sends the report, toasts and shows its reference number, clearing the message", async () => {
    const loading = vi.spyOn(toast, "loading");
    const success = vi.spyOn(toast, "success");
    const fetchMock = open({ "POST /support/reports": json({ reference: "SR-7F3K9Q2M" }, 201) });
    fill();
    await submit();
    const receipt = await screen.findByText(/Your reference number is/);
    expect(receipt.textContent).toBe("Your reference number is SR-7F3K9Q2M");
    expect(loading).toHaveBeenCalledWith("please Wait...");
    expect(success).toHaveBeenCalledWith("Submit Compleated", { id: loading.mock.results[0].value });
    expect(sentBodies(fetchMock, "POST", "/support/reports")).toEqual([
      { name: "Asha Rao", phone: "9123456780", email: "asha@example.in", message: "My refund has not arrived." },
    ]);
    expect(value("Message")).toBe("");
    expect(value("Email")).toBe("asha@example.in");
  });

  it("shows the server's message on a 429, else 'Try Again...' with the field messages", async () => {
    const error = vi.spyOn(toast, "error");
    const tooMany = "Too many reports from this address. Please try again later.";
    open({ "POST /support/reports": json({ message: tooMany, fields: {} }, 429) });
    fill();
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith(tooMany, expect.anything()));
    expect(screen.getByRole("alert").textContent).toBe(tooMany);
    cleanup();

    open({ "POST /support/reports": json({ message: "Check the fields.", fields: { email: "This address cannot receive mail." } }, 400) });
    fill();
    await submit();
    await waitFor(() => expect(error).toHaveBeenCalledWith("Try Again...", expect.anything()));
    expect(screen.getByText("This address cannot receive mail.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(value("Message")).toBe("My refund has not arrived.");
  });
});

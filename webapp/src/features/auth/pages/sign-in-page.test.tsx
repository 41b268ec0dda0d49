// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createChallenge, pbkdf2, verifySolution } from "altcha/lib";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { SIGN_IN_TEXTS as T } from "../constants";
import { SignInPage } from "./sign-in-page";

const user = { id: 1, name: "Asha Rao", first_name: "Asha", last_name: "Rao", username: "asha", phone: "+919876543210", image: null };

type Reply = [number, unknown];
function serve(replies: Record<string, Reply[]>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = replies[url].shift()!;
    return new Response(JSON.stringify(body), { status });
  }));
  return calls;
}

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderSignIn(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: "/signup", element: <SignInPage /> },
      { path: "*", element: <Where /> },
    ],
    { initialEntries: [{ pathname: "/signup", state }] },
  );
  render(<RouterProvider router={router} />);
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};

describe("SignInPage", () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.setState({ token: null, user: null });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends a code, verifies it, stores the token and goes to the profile link", async () => {
    const calls = serve({
      "/api/v1/auth/code": [[200, { message: "We sent a code to +91 98765 43210." }]],
      "/api/v1/auth/verify": [[200, { status: "signed_in", token: "tok", user }]],
    });
    renderSignIn({ link: "ravi" });
    expect(screen.getByRole("heading", { name: T.headline })).toBeTruthy();
    expect((screen.getByLabelText(T.countryCode) as HTMLSelectElement).value).toBe("+91");
    type(T.phone, "98765 43210");
    await press(T.sendCode);
    expect(screen.getByText("We sent a code to +91 98765 43210.")).toBeTruthy();
    type(T.code, "123456");
    await press(T.verify);

    expect(calls.map((c) => c.body)).toEqual([
      { country_code: "+91", phone: "9876543210" },
      { country_code: "+91", phone: "9876543210", code: "123456" },
    ]);
    expect(localStorage.getItem("token")).toBe("tok");
    expect(useSession.getState().user).toEqual(user);
    expect(screen.getByText("at /view/ravi")).toBeTruthy();
  });

  it("shows the server's message and field message when the code is wrong", async () => {
    serve({
      "/api/v1/auth/code": [[200, { message: "Code sent." }]],
      "/api/v1/auth/verify": [[400, { message: "Wrong or expired code.", fields: { code: "Wrong code." } }]],
    });
    renderSignIn();
    type(T.phone, "9876543210");
    await press(T.sendCode);
    type(T.code, "000000");
    await press(T.verify);
    expect(screen.getByRole("alert").textContent).toBe("Wrong or expired code.");
    expect(screen.getByText("Wrong code.")).toBeTruthy();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("asks a new number for a name, then registers and goes home", async () => {
    const calls = serve({
      "/api/v1/auth/code": [[200, { message: "Code sent." }]],
      "/api/v1/auth/verify": [[200, { status: "needs_name", ticket: "tkt" }]],
      "/api/v1/auth/register": [[200, { status: "signed_in", token: "new", user }]],
    });
    renderSignIn();
    type(T.phone, "9876543210");
    await press(T.sendCode);
    type(T.code, "654321");
    await press(T.verify);
    await press(T.continue);
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    type(T.firstName, " Asha ");
    type(T.lastName, "Rao");
    await press(T.continue);
    expect(calls.at(-1)?.body).toEqual({ ticket: "tkt", first_name: "Asha", last_name: "Rao" });
    expect(localStorage.getItem("token")).toBe("new");
    expect(screen.getByText("at /")).toBeTruthy();
  });

  it("solves the proof of work the server asks for, then gets the code", async () => {
    const secret = "s";
    const challenge = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 20,
      counter: 12,
      deriveKey: pbkdf2.deriveKey,
      hmacSignatureSecret: secret,
    });
    const check = "Your browser needs to do a quick check before we send a code.";
    const calls = serve({
      "/api/v1/auth/code": [
        [428, { message: check, fields: { altcha: check } }],
        [200, { message: "Code sent." }],
      ],
      "/api/v1/auth/challenge": [[200, challenge]],
    });
    renderSignIn();
    type(T.phone, "9876543210");
    await press(T.sendCode);
    await waitFor(() => expect(screen.getByText("Code sent.")).toBeTruthy());

    const sent = calls.at(-1)?.body as { altcha: string };
    expect(calls.map((c) => c.url)).toEqual(["/api/v1/auth/code", "/api/v1/auth/challenge", "/api/v1/auth/code"]);
    const payload = JSON.parse(atob(sent.altcha));
    expect(payload.challenge).toEqual(challenge);
    const checked = await verifySolution({ ...payload, deriveKey: pbkdf2.deriveKey, hmacSignatureSecret: secret });
    expect(checked.verified).toBe(true);
    expect(screen.getByLabelText(T.code)).toBeTruthy();
  });

  it("shows the server's message when the check is refused again", async () => {
    const challenge = await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 5, counter: 1, deriveKey: pbkdf2.deriveKey, hmacSignatureSecret: "s" });
    const failed = "The browser check did not pass. Please try again.";
    serve({
      "/api/v1/auth/code": [
        [428, { message: "Check first.", fields: {} }],
        [428, { message: failed, fields: { altcha: failed } }],
      ],
      "/api/v1/auth/challenge": [[200, challenge]],
    });
    renderSignIn();
    type(T.phone, "9876543210");
    await press(T.sendCode);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe(failed));
    expect(screen.queryByText("Check first.")).toBeNull();
    expect(screen.getByRole("button", { name: T.sendCode })).toBeTruthy();
  });

  it("refuses sign-in inside a social-media in-app browser", () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone) Instagram 337.0");
    renderSignIn();
    expect(alert).toHaveBeenCalledWith(T.unsupportedBrowser);
    expect(screen.queryByRole("button", { name: T.sendCode })).toBeNull();
  });

  it("sends a signed-in user home", () => {
    useSession.setState({ token: "already" });
    renderSignIn();
    expect(screen.getByText("at /")).toBeTruthy();
  });

  it("takes a signed-in user back to the page that asked, if it is inside the app", () => {
    useSession.setState({ token: "already" });
    renderSignIn({ link: "7", next: "/bookEvent?event=5" });
    expect(screen.getByText("at /bookEvent")).toBeTruthy();
    cleanup();
    renderSignIn({ link: "7", next: "/\t/evil.example" }); // a way out: the profile instead
    expect(screen.getByText("at /view/7")).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSession } from "../../../shared/session/session-store";
import { makeProfile, stubApi, type Call } from "../testing/profile-fixture";
import { EditProfilePage } from "./edit-profile-page";
import { renderWithQuery } from "../../../shared/testing/query-wrapper";

const SECTIONS = [
  "Profile Image",
  "Banner Image",
  "Basic info",
  "Search Details",
  "Service / Session",
  "Skills / Services",
  "Education",
  "Languages",
  "Experience",
  "Social Media",
  "Awards",
];

let profile = makeProfile();
let calls: Call[] = [];

function serve(reply?: (call: Call) => { status?: number; body?: unknown } | undefined) {
  calls = stubApi((call) => reply?.(call) ?? (call.url.startsWith("/api/v1/profiles/me") ? { body: profile } : undefined));
}

async function renderPage() {
  renderWithQuery(<RouterProvider router={createMemoryRouter([{ path: "/", element: <EditProfilePage /> }])} />);
  await screen.findByRole("region", { name: "Basic info" });
}

const region = (name: string) => within(screen.getByRole("region", { name }));
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const writes = () => calls.filter((c) => c.method !== "GET");
const profileGets = () => calls.filter((c) => c.method === "GET" && c.url === "/api/v1/profiles/me").length;

describe("EditProfilePage", () => {
  beforeEach(() => {
    profile = makeProfile();
    useSession.setState({ token: "tok", user: null });
    serve();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the title and the sections in the spec's order, filled from GET /profiles/me", async () => {
    await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Profile" })).toBeTruthy();
    expect(screen.getByText("Manage your Profile settings")).toBeTruthy();
    expect(screen.getAllByRole("region").map((r) => within(r).getAllByRole("heading")[0].textContent)).toEqual(SECTIONS);
    for (const name of SECTIONS) expect(screen.getByRole("region", { name })).toBeTruthy();
    expect((region("Basic info").getByLabelText("Email") as HTMLInputElement).value).toBe("asha@example.in");
    expect(region("Profile Image").getByLabelText("Choose profile image").getAttribute("accept")).toBe("image/png, image/jpeg, image/jpg");
    expect(region("Banner Image").getByLabelText("Choose banner image")).toBeTruthy();
    expect(region("Education").getByText("NLSIU")).toBeTruthy();
  });

  it("saves basic info with the Please Wait... button and the spec's toasts, then reloads", async () => {
    const loading = vi.spyOn(toast, "loading");
    const success = vi.spyOn(toast, "success");
    let release: () => void = () => undefined;
    await renderPage();
    const form = region("Basic info");
    type(form.getByLabelText("Position"), "Senior Advocate");
    // The PUT answers only when released, so the busy state can be seen.
    const pending = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(fetch).mockImplementationOnce(async (_url, init) => {
      calls.push({ method: init!.method!, url: String(_url), body: JSON.parse(String(init!.body)) });
      await pending;
      return new Response(JSON.stringify(profile), { status: 200 });
    });
    await click(form.getByRole("button", { name: "Save" }));
    expect(form.getByRole("button", { name: "Please Wait..." })).toBeTruthy();
    expect(loading).toHaveBeenCalledWith("please Wait...");
    const before = profileGets();
    await act(async () => release());
    await waitFor(() => expect(form.getByRole("button", { name: "Save" })).toBeTruthy());
    expect(success).toHaveBeenCalledWith("Edited Successful!", expect.anything());
    expect(writes()).toEqual([
      {
        method: "PUT",
        url: "/api/v1/profiles/me/basic",
        body: { name: "Asha Rao", email: "asha@example.in", position: "Senior Advocate", about: "I help families.", country: "India", state: "Karnataka" },
      },
    ]);
    await waitFor(() => expect(profileGets()).toBe(before + 1));
  });

  it("shows Try Again... and the server's field messages beside the inputs", async () => {
    const error = vi.spyOn(toast, "error");
    serve((call) =>
      call.method === "PUT"
        ? { status: 400, body: { message: "Check the highlighted fields.", fields: { email: "Enter a valid e-mail." } } }
        : { body: profile },
    );
    await renderPage();
    const form = region("Basic info");
    await click(form.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Try Again...", expect.anything()));
    expect(form.getByText("Enter a valid e-mail.")).toBeTruthy();
    expect(form.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("requires Name and Email, Service Category and Search Keywords before sending", async () => {
    await renderPage();
    const basic = region("Basic info");
    type(basic.getByLabelText("Name"), " ");
    type(basic.getByLabelText("Email"), "");
    await click(basic.getByRole("button", { name: "Save" }));
    expect(basic.getAllByText("Required")).toHaveLength(2);

    const search = region("Search Details");
    type(search.getByLabelText("Service Category"), "");
    type(search.getByLabelText("Search Keywords"), "");
    await click(search.getByRole("button", { name: "Save" }));
    expect(search.getAllByText("Required")).toHaveLength(2);
    expect(writes()).toEqual([]);
  });

  it("offers the first matching profession as the only suggestion and fills the field with it", async () => {
    await renderPage();
    const search = region("Search Details");
    const input = search.getByLabelText("Service Category") as HTMLInputElement;
    type(input, "software");
    const suggestion = search.getByRole("button", { name: "Software Architect" });
    expect(search.queryByRole("button", { name: "Software Engineer" })).toBeNull();
    await click(suggestion);
    expect(input.value).toBe("Software Architect");
    expect(search.queryByRole("button", { name: "Software Architect" })).toBeNull();
    type(search.getByLabelText("Search Keywords"), "cloud");
    await click(search.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: "PUT", url: "/api/v1/profiles/me/search", body: { category: "Software Architect", search_tags: "cloud" } },
      ]),
    );
  });

  it.each([
    ["Skills / Services", ["Skill"]],
    ["Education", ["School / College", "Course", "Pass Year"]],
    ["Languages", ["Language"]],
    ["Experience", ["Company", "Position", "Year"]],
    ["Social Media", ["Link"]],
    ["Awards", ["Award"]],
  ])("%s: every field is required, then Add posts at once", async (name, labels) => {
    await renderPage();
    const section = region(name);
    await click(section.getByRole("button", { name: "Add" }));
    expect(section.getAllByText("Required")).toHaveLength(labels.length);
    expect(writes()).toEqual([]);

    labels.forEach((label, i) => type(section.getByLabelText(label), `value ${i}`));
    await click(section.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [post] = writes();
    expect(post.method).toBe("POST");
    expect(post.url).toMatch(/^\/api\/v1\/profiles\/me\/items\/[a-z_]+$/);
    expect(Object.values(post.body as object)).toEqual(labels.map((_, i) => `value ${i}`));
    await waitFor(() => expect((section.getByLabelText(labels[0]) as HTMLInputElement).value).toBe(""));
  });

  it("deletes a list item at once and reloads", async () => {
    await renderPage();
    const before = profileGets();
    await click(region("Experience").getByRole("button", { name: "Delete Rao & Co" }));
    await waitFor(() => expect(writes()).toEqual([{ method: "DELETE", url: "/api/v1/profiles/me/items/experience/13", body: undefined }]));
    await waitFor(() => expect(profileGets()).toBe(before + 1));
  });

  it("rejects a picked file that is not an image with Try Again...", async () => {
    const error = vi.spyOn(toast, "error");
    await renderPage();
    const input = region("Profile Image").getByLabelText("Choose profile image");
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    expect(error).toHaveBeenCalledWith("Try Again...");
    expect(screen.queryByRole("dialog", { name: "Crop Image" })).toBeNull();
    expect(writes()).toEqual([]);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import type { Notification } from "../api/types";
import { appPath, NotificationList } from "./notification-list";
import { PATHS } from "../../../shared/routing/paths";

const notice = (fields: Partial<Notification>): Notification => ({
  id: 1,
  kind: "booking",
  text: "Your booking was accepted",
  created_at: "2025-01-06T10:00:00Z",
  read: false,
  path: null,
  ...fields,
});

describe("NotificationList", () => {
  afterEach(cleanup);

  it("links a notification to the page it is about", () => {
    render(
      <MemoryRouter>
        <NotificationList
          items={[notice({ id: 1, path: PATHS.yourAppointments }), notice({ id: 2, text: "New sign-in to your account", kind: "sign_in" })]}
          hasNext={false}
          loading={false}
          onLoadMore={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Your booking was accepted" }).getAttribute("href")).toBe(PATHS.yourAppointments);
    expect(screen.getByText("New sign-in to your account").closest("a")).toBeNull();
  });

  it("follows only this app's own paths", () => {
    expect(appPath(PATHS.appointments)).toBe(PATHS.appointments);
    for (const path of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(appPath(path)).toBeNull();
    }
  });
});

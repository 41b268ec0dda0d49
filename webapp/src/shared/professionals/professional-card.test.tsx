// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ProfessionalCard } from "./professional-card";
import type { Professional } from "./types";

const asha: Professional = {
  id: 12,
  username: "asha",
  name: "Asha Rao",
  position: "Family Doctor",
  image: "https://cdn.example/asha.jpg",
  verified: true,
  category: "Doctor",
};

describe("ProfessionalCard", () => {
  afterEach(cleanup);

  it("links to the profile and shows picture, name, verified badge and position", () => {
    render(<MemoryRouter><ProfessionalCard professional={asha} /></MemoryRouter>);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/view/12");
    expect(screen.getByAltText("Asha Rao").getAttribute("src")).toBe("https://cdn.example/asha.jpg");
    expect(screen.getByText("Family Doctor")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Verified" })).toBeTruthy();
  });

  it("falls back to the default avatar and hides the badge when not verified", () => {
    render(
      <MemoryRouter>
        <ProfessionalCard professional={{ ...asha, image: null, verified: false }}>
          <button type="button">Book Appointment</button>
        </ProfessionalCard>
      </MemoryRouter>,
    );
    expect(screen.getByAltText("Asha Rao").getAttribute("src")).toBe("/default-avatar.svg");
    expect(screen.queryByRole("img", { name: "Verified" })).toBeNull();
    // The action sits outside the link, so it is not a button nested in an anchor.
    expect(screen.getByRole("button").closest("a")).toBeNull();
  });
});

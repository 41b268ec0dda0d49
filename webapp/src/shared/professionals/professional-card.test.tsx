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
  image_sources: {
    webp: "https://cdn.example/asha-96.webp 96w, https://cdn.example/asha-192.webp 192w, https://cdn.example/asha-400.webp 400w",
    jpeg: "https://cdn.example/asha-96.jpg 96w, https://cdn.example/asha-192.jpg 192w, https://cdn.example/asha-400.jpg 400w",
  },
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

  it("asks for the small copies at the avatar's shown size, lazily", () => {
    render(<MemoryRouter><ProfessionalCard professional={asha} layout="responsive" /></MemoryRouter>);
    const avatar = screen.getByAltText("Asha Rao");
    expect(avatar.getAttribute("srcset")).toBe(asha.image_sources?.jpeg);
    expect(avatar.getAttribute("sizes")).toBe("(max-width: 539px) 58px, 82px");
    expect(avatar.getAttribute("loading")).toBe("lazy");
    expect(avatar.closest("picture")?.querySelector("source[type='image/webp']")?.getAttribute("srcset")).toBe(
      asha.image_sources?.webp,
    );
  });

  it("falls back to the default avatar and hides the badge when not verified", () => {
    render(
      <MemoryRouter>
        <ProfessionalCard professional={{ ...asha, image: null, image_sources: null, verified: false }}>
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

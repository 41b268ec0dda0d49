// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeMessage } from "../testing/appointment-fixture";
import { MessageThread } from "./message-thread";

describe("MessageThread", () => {
  afterEach(cleanup);

  it("labels the signed-in user's messages You and the other side's as given", () => {
    render(
      <MessageThread
        meId={7}
        otherSide="Client"
        messages={[
          makeMessage({ author_id: 7, text: "Here is the link" }),
          makeMessage({ author_id: 9, text: "Thank you" }),
        ]}
      />,
    );
    const [mine, theirs] = screen.getAllByRole("listitem");
    expect(within(mine).getByText("You")).toBeTruthy();
    expect(within(mine).getByText("Here is the link")).toBeTruthy();
    expect(within(theirs).getByText("Client")).toBeTruthy();
  });

  it("makes an https address a link to a new tab without handing over this page", () => {
    render(<MessageThread meId={7} otherSide="Client" messages={[makeMessage({ text: "Join https://meet.google.com/abc now" })]} />);
    const link = screen.getByRole("link", { name: "https://meet.google.com/abc" });
    expect(link.getAttribute("href")).toBe("https://meet.google.com/abc");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps a javascript: link and markup as plain text", () => {
    const { container } = render(
      <MessageThread
        meId={7}
        otherSide="Client"
        messages={[makeMessage({ text: 'javascript:alert(1) <img src=x onerror="alert(2)">' })]}
      />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector("a, img")).toBeNull();
    expect(screen.getByText('javascript:alert(1) <img src=x onerror="alert(2)">')).toBeTruthy();
  });
});

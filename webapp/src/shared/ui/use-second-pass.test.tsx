// @vitest-environment jsdom
import { waitFor } from "@testing-library/react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useSecondPass } from "./use-second-pass";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

describe("useSecondPass", () => {
  // Rendered as a browser does, not inside act(), which would run both passes at once.
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("renders first without what it guards, then with it", async () => {
    const passes: boolean[] = [];
    function Page() {
      const second = useSecondPass();
      passes.push(second);
      return <p>{second ? "banner and sections" : "banner"}</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    flushSync(() => root.render(<Page />));
    expect(container.textContent).toBe("banner");
    await waitFor(() => expect(container.textContent).toBe("banner and sections"));
    expect(passes[0]).toBe(false);
    root.unmount();
  });
});

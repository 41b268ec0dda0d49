// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROFESSIONAL_SLIDES } from "../constants";
import { Carousel } from "./carousel";

// Swiper itself is not under test: a stand-in records how it is started, and marks the row
// as Swiper does first thing.
const swiper = vi.hoisted(() => ({
  created: [] as { el: HTMLElement; options: Record<string, unknown> }[],
  destroy: vi.fn(),
  update: vi.fn(),
  slideTo: vi.fn(),
}));
vi.mock("swiper", () => ({
  default: class {
    slides: HTMLElement[];
    destroy = swiper.destroy;
    update = swiper.update;
    slideTo = swiper.slideTo;
    constructor(el: HTMLElement, options: Record<string, unknown>) {
      swiper.created.push({ el, options });
      el.classList.add("swiper-initialized");
      this.slides = [...el.querySelectorAll<HTMLElement>(".swiper-slide")];
    }
  },
}));

const names = ["Meera", "Ravi", "Asha", "Kiran"];

const carousel = (items: string[]) => (
  <Carousel
    className="test-swiper"
    slides={PROFESSIONAL_SLIDES}
    items={items}
    itemKey={(name) => name}
    renderItem={(name) => <a href={`/${name}`}>{name}</a>}
  />
);

function renderCarousel(items = names) {
  const view = render(carousel(items));
  const root = view.container.querySelector<HTMLElement>(".carousel")!;
  const track = root.querySelector<HTMLElement>(".swiper-wrapper")!;
  return { ...view, root, track };
}

/** Lets the dynamic import of Swiper and what follows it run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe("Carousel", () => {
  beforeEach(() => {
    swiper.created.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("renders its slides as a native scroll row laid out like Swiper's, without starting Swiper", async () => {
    const { root, track } = renderCarousel();
    expect(root.classList.contains("swiper")).toBe(true);
    expect([...track.children].map((slide) => [slide.className, slide.textContent])).toEqual(
      names.map((name) => ["swiper-slide", name]),
    );
    // The widths home-page.css gives the slides: the spec's table and gap, as Swiper will use them.
    expect(root.style.getPropertyValue("--slides-base")).toBe("1.5");
    expect(root.style.getPropertyValue("--slides-640")).toBe("3");
    expect(root.style.getPropertyValue("--slides-1024")).toBe("4.5");
    expect(root.style.getPropertyValue("--slide-gap")).toBe("12px");
    await settle();
    expect(swiper.created).toHaveLength(0);
    expect(root.classList.contains("swiper-initialized")).toBe(false);
  });

  it.each([
    ["a pointer over it", (root: HTMLElement) => fireEvent.pointerEnter(root)],
    ["a press on it", (root: HTMLElement) => fireEvent.pointerDown(root.querySelector("a")!)],
    ["the keyboard reaching a slide", (root: HTMLElement) => fireEvent.focusIn(root.querySelector("a")!)],
    ["a key pressed in it", (root: HTMLElement) => fireEvent.keyDown(root.querySelector("a")!, { key: "ArrowRight" })],
  ])("starts Swiper once, on %s, with the spec's slides per view", async (_, reach) => {
    const { root } = renderCarousel();
    reach(root);
    await settle();
    expect(swiper.created).toHaveLength(1);
    expect(swiper.created[0].el).toBe(root);
    expect(swiper.created[0].options).toEqual({
      slidesPerView: 1.5,
      spaceBetween: 12,
      breakpoints: { 640: { slidesPerView: 3 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 4.5 } },
      grabCursor: true,
      initialSlide: 0,
    });
    fireEvent.pointerEnter(root);
    fireEvent.focusIn(root.querySelector("a")!);
    await settle();
    expect(swiper.created).toHaveLength(1);
  });

  it("leaves the row to the finger until it lifts and the row is still, then starts at the slide it was left on", async () => {
    const { root, track } = renderCarousel();
    (track.firstElementChild as HTMLElement).getBoundingClientRect = () => ({ width: 249.5 }) as DOMRect;
    fireEvent.touchStart(root.querySelector("a")!, { touches: [{ clientX: 300, clientY: 10 }] });
    track.scrollLeft = 200;
    fireEvent.scroll(track);
    await settle();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(swiper.created).toHaveLength(0);

    fireEvent.touchEnd(root.querySelector("a")!, { touches: [] });
    track.scrollLeft = 261.5; // scroll-snap settles on the second slide
    fireEvent.scroll(track);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(swiper.created).toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(swiper.created).toHaveLength(1);
    expect(swiper.created[0].options.initialSlide).toBe(1);
  });

  it("lets Swiper re-measure when the slides change, and stops it when the row goes", async () => {
    const { root, rerender, unmount } = renderCarousel();
    fireEvent.pointerEnter(root);
    await settle();
    swiper.update.mockClear();
    rerender(carousel([...names, "Dev"]));
    expect(swiper.update).toHaveBeenCalledTimes(1);
    // The classes Swiper added stay: React never rewrites them.
    expect(root.classList.contains("swiper-initialized")).toBe(true);
    unmount();
    expect(swiper.destroy).toHaveBeenCalled();
  });

  it("moves Swiper to a slide the keyboard reaches out of view", async () => {
    const { root } = renderCarousel();
    fireEvent.pointerEnter(root);
    await settle();
    root.getBoundingClientRect = () => ({ left: 16, right: 396 }) as DOMRect;
    const third = root.querySelectorAll<HTMLElement>(".swiper-slide")[2];
    third.getBoundingClientRect = () => ({ left: 539, right: 788 }) as DOMRect;
    root.scrollLeft = 300; // what the browser does to show what got focus
    fireEvent.focusIn(third.querySelector("a")!);
    expect(swiper.slideTo).toHaveBeenCalledWith(2);
    expect(root.scrollLeft).toBe(0);
  });
});

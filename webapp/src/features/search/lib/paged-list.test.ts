import { describe, expect, it, vi } from "vitest";
import { createPagedList, type PageAnswer, type PagedListState } from "./paged-list";

/** A page source whose answers the test gives one at a time. */
function source() {
  const calls: { page: number; signal: AbortSignal; resolve: (a: PageAnswer<number>) => void; reject: () => void }[] = [];
  const fetchPage = vi.fn(
    (page: number, signal: AbortSignal) =>
      new Promise<PageAnswer<number>>((resolve, reject) => calls.push({ page, signal, resolve, reject: () => reject(new Error("x")) })),
  );
  const states: PagedListState<number>[] = [];
  const list = createPagedList(fetchPage, (s) => states.push(s));
  const settle = async (answer: PageAnswer<number>) => {
    calls.at(-1)!.resolve(answer);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { list, calls, fetchPage, settle, states };
}

describe("createPagedList", () => {
  it("loads pages 1, 2, 3 appending, one request at a time, and stops when has_next is false", async () => {
    const { list, calls, fetchPage, settle } = source();
    expect(list.loadMore()).toBe(true);
    expect(list.loadMore()).toBe(false); // page 1 still loading
    expect(list.getState().status).toBe("loading");

    await settle({ items: [1, 2], has_next: true });
    expect(list.getState()).toEqual({ items: [1, 2], status: "more", pages: 1 });
    list.loadMore();
    await settle({ items: [3, 4], has_next: true });
    list.loadMore();
    await settle({ items: [5], has_next: false });

    expect(list.getState()).toEqual({ items: [1, 2, 3, 4, 5], status: "done", pages: 3 });
    expect(list.loadMore()).toBe(false);
    expect(calls.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it("stops at an empty page even when it claims a next one", async () => {
    const { list, calls, settle } = source();
    list.loadMore();
    await settle({ items: [1], has_next: true });
    list.loadMore();
    await settle({ items: [], has_next: true });
    expect(list.getState()).toEqual({ items: [1], status: "done", pages: 2 });
    expect(list.loadMore()).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it("an empty first page ends the list with no items", async () => {
    const { list, settle } = source();
    list.loadMore();
    await settle({ items: [], has_next: false });
    expect(list.getState()).toEqual({ items: [], status: "done", pages: 1 });
  });

  it("a failed page stops the list without losing what it has", async () => {
    const { list, calls, settle } = source();
    list.loadMore();
    await settle({ items: [1], has_next: true });
    list.loadMore();
    calls[1].reject();
    await Promise.resolve();
    await Promise.resolve();
    expect(list.getState()).toEqual({ items: [1], status: "failed", pages: 1 });
    expect(list.loadMore()).toBe(false);
  });

  it("after dispose the request is aborted and a late answer is dropped", async () => {
    const { list, calls, settle, states } = source();
    list.loadMore();
    list.dispose();
    expect(calls[0].signal.aborted).toBe(true);
    const seen = states.length;
    await settle({ items: [1], has_next: true });
    expect(states).toHaveLength(seen);
    expect(list.loadMore()).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { pushToast, removeToast, toastIdFromTitle, type Toast } from "./toastQueue.ts";

const toast = (title: string, type: Toast["type"] = "info", description?: string): Toast => ({
  id: toastIdFromTitle(title),
  title,
  type,
  description,
});

describe("toastIdFromTitle", () => {
  it("derives a stable kebab-case id from the title", () => {
    expect(toastIdFromTitle("Transaction Confirmed")).toBe("transaction-confirmed");
    expect(toastIdFromTitle("  Staked!  ")).toBe("staked");
    expect(toastIdFromTitle("%symbol% required")).toBe("symbol-required");
  });

  it("gives the same id to titles that differ only in case and punctuation", () => {
    expect(toastIdFromTitle("Contract Enabled")).toBe(toastIdFromTitle("contract enabled!"));
  });
});

describe("pushToast", () => {
  it("puts the newest toast first", () => {
    const stack = pushToast(pushToast([], toast("First")), toast("Second"));
    expect(stack.map((shown) => shown.title)).toEqual(["Second", "First"]);
  });

  it("replaces a shown toast with the same title and moves it to the top", () => {
    let stack = pushToast([], toast("Transaction Confirmed", "success", "Swap 1 A"));
    stack = pushToast(stack, toast("Transaction Failed", "danger"));
    stack = pushToast(stack, toast("Transaction Confirmed", "success", "Swap 2 A"));
    expect(stack.map((shown) => [shown.title, shown.description])).toEqual([
      ["Transaction Confirmed", "Swap 2 A"],
      ["Transaction Failed", undefined],
    ]);
  });
});

describe("removeToast", () => {
  it("removes the toast with the id", () => {
    const stack = pushToast(pushToast([], toast("A")), toast("B"));
    expect(removeToast(stack, "a").map((shown) => shown.title)).toEqual(["B"]);
  });

  it("returns the same stack when the id is not shown, so nothing re-renders", () => {
    const stack = pushToast([], toast("A"));
    expect(removeToast(stack, "missing")).toBe(stack);
  });
});

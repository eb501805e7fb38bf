import { describe, expect, it } from "vitest";
import { isMenuEntryActive } from "./isMenuEntryActive.ts";
import { menuConfig, type MenuEntry } from "./menuConfig.ts";

function entry(label: string): MenuEntry {
  const found = menuConfig.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No menu entry ${label}`);
  return found;
}

describe("isMenuEntryActive", () => {
  it("marks Home only on the home page", () => {
    expect(isMenuEntryActive(entry("Home"), "/")).toBe(true);
    expect(isMenuEntryActive(entry("Home"), "/farms")).toBe(false);
  });

  it("marks a section on its pages and sub-pages, not on look-alike paths", () => {
    expect(isMenuEntryActive(entry("Farms"), "/farms")).toBe(true);
    expect(isMenuEntryActive(entry("Farms"), "/farms/history")).toBe(true);
    expect(isMenuEntryActive(entry("Farms"), "/farmsx")).toBe(false);
  });

  it.each(["/swap", "/pool", "/liquidity", "/add/BNB", "/create", "/remove/a/b", "/find"])(
    "marks Trade on %s",
    (path) => {
      expect(isMenuEntryActive(entry("Trade"), path)).toBe(true);
    },
  );

  it("marks Trade's Liquidity link on every liquidity page but not on the exchange", () => {
    const trade = entry("Trade");
    if (trade.kind !== "group") throw new Error("Trade is a group");
    const [exchange, liquidity] = trade.items;
    expect(exchange && isMenuEntryActive(exchange, "/add/BNB")).toBe(false);
    expect(liquidity && isMenuEntryActive(liquidity, "/add/BNB")).toBe(true);
    expect(liquidity && isMenuEntryActive(liquidity, "/swap")).toBe(false);
  });

  it("never marks external links", () => {
    const more = entry("More");
    if (more.kind !== "group") throw new Error("More is a group");
    expect(more.items.filter((item) => item.kind === "external").map((item) => item.label)).toEqual([
      "Contact",
      "Github",
      "Blog",
    ]);
    expect(isMenuEntryActive(more, "/teams")).toBe(true);
    expect(isMenuEntryActive(more, "/swap")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { getPageTitle } from "./getPageTitle.ts";

const english = (key: string) => key;

describe("getPageTitle", () => {
  it.each([
    ["/", "Home"],
    ["/competition", "Trading Battle"],
    ["/prediction", "Prediction"],
    ["/farms", "Farms"],
    ["/pools", "Pools"],
    ["/lottery", "Lottery"],
    ["/collectibles", "Collectibles"],
    ["/ifo", "Initial Farm Offering"],
    ["/teams", "Leaderboard"],
    ["/profile/tasks", "Task Center"],
    ["/profile", "Your Profile"],
  ])("titles %s '%s | Griddle' as the spec lists", (path, title) => {
    expect(getPageTitle(path, null, english, "en-US")).toBe(`${title} | Griddle`);
  });

  it.each([
    ["/swap", "Exchange"],
    ["/liquidity", "Liquidity"],
    ["/find", "Import Pool"],
    ["/farms/auction", "Farm auction"],
    ["/voting", "Voting"],
    ["/voting/proposal/create", "Make a Proposal"],
    ["/add", "Add Liquidity"],
    ["/add/BNB/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Add Liquidity"],
    ["/create/BNB", "Add Liquidity"],
    ["/remove/BNB/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Remove Liquidity"],
  ])("titles the trading and governance page %s '%s'", (path, title) => {
    expect(getPageTitle(path, null, english, "en-US")).toBe(`${title} | Griddle`);
  });

  it.each([
    ["/info", "Info Overview"],
    ["/info/tokens", "Info Tokens"],
    ["/info/tokens/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Token Info"],
    ["/info/pairs", "Info Pairs"],
    ["/info/pairs/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Pair Info"],
    ["/info/accounts", "Info Accounts"],
    ["/info/accounts/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Account Info"],
  ])("titles the Info page %s '%s'", (path, title) => {
    expect(getPageTitle(path, null, english, "en-US")).toBe(`${title} | Griddle`);
  });

  it("adds CAKE's price with 3 decimals when it is known", () => {
    expect(getPageTitle("/farms", 1.23456, english, "en-US")).toBe("Farms - $1.235 | Griddle");
    expect(getPageTitle("/", 20, english, "en-US")).toBe("Home - $20.000 | Griddle");
  });

  it("shows the default title on other paths", () => {
    expect(getPageTitle("/nowhere", null, english, "en-US")).toBe("Griddle");
    expect(getPageTitle("/teams/3", null, english, "en-US")).toBe("Griddle");
    expect(getPageTitle("/additional", null, english, "en-US")).toBe("Griddle");
    expect(getPageTitle("/nowhere", 1.5, english, "en-US")).toBe("Griddle - $1.500");
  });

  it("ignores a trailing slash and letter case, as the router does", () => {
    expect(getPageTitle("/farms/", null, english, "en-US")).toBe("Farms | Griddle");
    expect(getPageTitle("/Pools", null, english, "en-US")).toBe("Pools | Griddle");
  });

  it("translates the title but not the product name", () => {
    const german = (key: string) => (key === "Farms" ? "Farmen" : key);
    expect(getPageTitle("/farms", null, german, "de-DE")).toBe("Farmen | Griddle");
  });

  it("writes the price as the locale writes numbers", () => {
    expect(getPageTitle("/farms", 1.23456, english, "de-DE")).toBe("Farms - $1,235 | Griddle");
  });
});

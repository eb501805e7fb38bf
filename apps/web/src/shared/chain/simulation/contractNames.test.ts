import { describe, expect, it } from "vitest";
import type { Address } from "viem";
import type { ChainContracts } from "../ChainContracts.ts";
import { contractNames } from "./contractNames.ts";

const address = (n: number): Address => `0x${n.toString(16).padStart(40, "0")}`;

const contracts: ChainContracts = {
  wbnb: address(1),
  cake: address(2),
  router: "0x00000000000000000000000000000000000000aB",
  factory: address(4),
  multicall: address(5),
  masterChef: address(6),
  cakeVault: address(7),
  prediction: { game: address(8), priceFeed: address(9) },
  lottery: address(10),
  profile: undefined,
  farmAuction: undefined,
  competition: address(11),
};

const t = (key: string) => `«${key}»`;

describe("contractNames", () => {
  it("names each of the app's contracts through t(), by lower-case address", () => {
    const names = contractNames(contracts, t);
    expect(names.get("0x00000000000000000000000000000000000000ab")).toBe("«Griddle Router»");
    expect(names.get(address(6))).toBe("MasterChef");
    expect(names.get(address(7))).toBe("«Auto CAKE Pool»");
    expect(names.get(address(8))).toBe("«Prediction»");
    expect(names.get(address(10))).toBe("«Lottery»");
    expect(names.get(address(11))).toBe("«Trading Battle»");
  });

  it("leaves out the contracts the chain does not have, and those nobody approves or calls by name", () => {
    const names = contractNames(contracts, t);
    expect(names.has(address(4))).toBe(false);
    expect(names.has(address(5))).toBe(false);
    expect(names.has(address(9))).toBe(false);
    expect([...names.values()].filter((name) => name.includes("Profiles"))).toEqual([]);
  });
});

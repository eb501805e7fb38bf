import { describe, expect, it } from "vitest";
import { addLiquidityPath } from "./addLiquidityPath.ts";
import { MintField } from "./MintField.ts";

const CAKE = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const BUSD = "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56";

describe("addLiquidityPath", () => {
  it("replaces the chosen side", () => {
    expect(addLiquidityPath(MintField.CURRENCY_A, CAKE, "BNB", BUSD)).toBe(`/add/${CAKE}/${BUSD}`);
    expect(addLiquidityPath(MintField.CURRENCY_B, CAKE, BUSD, "BNB")).toBe(`/add/${BUSD}/${CAKE}`);
    expect(addLiquidityPath(MintField.CURRENCY_A, CAKE, undefined, undefined)).toBe(`/add/${CAKE}`);
  });

  it("swaps the sides when the other side's currency is chosen, whatever its letter case", () => {
    expect(addLiquidityPath(MintField.CURRENCY_A, BUSD, CAKE, BUSD.toLowerCase())).toBe(
      `/add/${BUSD}/${CAKE}`,
    );
    expect(addLiquidityPath(MintField.CURRENCY_B, "BNB", "bnb", CAKE)).toBe(`/add/${CAKE}/BNB`);
  });

  it("keeps a single currency when it is chosen again on the other side", () => {
    expect(addLiquidityPath(MintField.CURRENCY_B, CAKE, CAKE, undefined)).toBe(`/add/${CAKE}`);
  });

  it("defaults A to BNB when B is chosen first", () => {
    expect(addLiquidityPath(MintField.CURRENCY_B, CAKE, undefined, undefined)).toBe(`/add/BNB/${CAKE}`);
  });
});

import { describe, expect, it } from "vitest";
import { addLiquidityRedirect, removeLiquidityRedirect } from "./liquidityRedirects.ts";

const cake = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
const busd = "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56";

describe("addLiquidityRedirect", () => {
  it("splits a combined address-address segment", () => {
    expect(addLiquidityRedirect(`${cake}-${busd}`)).toBe(`/add/${cake}/${busd}`);
  });

  it("splits combined segments that name BNB", () => {
    expect(addLiquidityRedirect(`BNB-${cake}`)).toBe(`/add/BNB/${cake}`);
    expect(addLiquidityRedirect(`${cake}-BNB`)).toBe(`/add/${cake}/BNB`);
  });

  it("leaves a single currency alone", () => {
    expect(addLiquidityRedirect(cake)).toBeNull();
    expect(addLiquidityRedirect("BNB")).toBeNull();
  });

  it("leaves hyphenated segments that are not two currencies alone", () => {
    expect(addLiquidityRedirect(`${cake}-CAKE`)).toBeNull();
    expect(addLiquidityRedirect(`${cake}-${busd}-BNB`)).toBeNull();
    expect(addLiquidityRedirect(`${cake.slice(0, -1)}-${busd}`)).toBeNull();
    expect(addLiquidityRedirect(`bnb-${cake}`)).toBeNull();
  });

  it("collapses the same currency twice, ignoring letter case", () => {
    expect(addLiquidityRedirect(cake, cake.toLowerCase())).toBe(`/add/${cake}`);
    expect(addLiquidityRedirect("BNB", "bnb")).toBe("/add/BNB");
  });

  it("leaves two different currencies alone", () => {
    expect(addLiquidityRedirect(cake, busd)).toBeNull();
    expect(addLiquidityRedirect("BNB", cake)).toBeNull();
  });
});

describe("removeLiquidityRedirect", () => {
  it("splits two hyphen-joined addresses", () => {
    expect(removeLiquidityRedirect(`${cake}-${busd}`)).toBe(`/remove/${cake}/${busd}`);
  });

  it("sends anything else to the pool page", () => {
    expect(removeLiquidityRedirect(cake)).toBe("/pool");
    expect(removeLiquidityRedirect(`BNB-${cake}`)).toBe("/pool");
    expect(removeLiquidityRedirect("not-tokens")).toBe("/pool");
  });
});

import { describe, expect, it } from "vitest";
import { BNB, CAKE, USDC, WBNB } from "../../model/liquidityTestFixtures.ts";
import { receiveTogglePath } from "./receiveTogglePath.ts";

describe("receiveTogglePath", () => {
  it("offers WBNB in place of BNB", () => {
    expect(receiveTogglePath([CAKE.address, "BNB"], [CAKE, BNB], WBNB.address)).toEqual({
      label: { key: "Receive WBNB" },
      to: `/remove/${CAKE.address}/${WBNB.address}`,
    });
  });

  it("offers BNB in place of WBNB, on either side", () => {
    expect(receiveTogglePath([WBNB.address, CAKE.address], [WBNB, CAKE], WBNB.address)).toEqual({
      label: { key: "Receive BNB" },
      to: `/remove/BNB/${CAKE.address}`,
    });
  });

  it("offers nothing for a pair without BNB", () => {
    expect(receiveTogglePath([CAKE.address, USDC.address], [CAKE, USDC], WBNB.address)).toBeUndefined();
  });
});

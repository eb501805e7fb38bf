import { describe, expect, it } from "vitest";
import { logoHue } from "./logoHue.ts";

describe("logoHue", () => {
  it("gives the same hue for an address in any case, within 0-359", () => {
    const address = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
    expect(logoHue(address)).toBe(logoHue(address.toLowerCase()));
    expect(logoHue(address)).toBeGreaterThanOrEqual(0);
    expect(logoHue(address)).toBeLessThan(360);
  });

  it("tells different tokens apart", () => {
    expect(logoHue("0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82")).not.toBe(
      logoHue("0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56"),
    );
  });
});

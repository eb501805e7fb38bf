import { describe, expect, it } from "vitest";
import { plainDecimal } from "./plainDecimal.ts";

describe("plainDecimal", () => {
  it("is the shortest round-trip decimal", () => {
    expect(plainDecimal(0)).toBe("0");
    expect(plainDecimal(1.005)).toBe("1.005");
    expect(plainDecimal(0.1 + 0.2)).toBe("0.30000000000000004");
    expect(plainDecimal(123456789012345680000)).toBe("123456789012345680000");
  });

  it("writes small exponent forms out behind zeros", () => {
    expect(plainDecimal(1e-7)).toBe("0.0000001");
    expect(plainDecimal(1.5e-7)).toBe("0.00000015");
    expect(plainDecimal(1.2345e-10)).toBe("0.00000000012345");
  });

  it("writes large exponent forms out followed by zeros", () => {
    expect(plainDecimal(1e21)).toBe("1000000000000000000000");
    expect(plainDecimal(1.5e21)).toBe("1500000000000000000000");
    expect(plainDecimal(2 ** 70)).toBe("1180591620717411300000");
  });
});

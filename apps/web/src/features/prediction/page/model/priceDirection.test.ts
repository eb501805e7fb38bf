import { describe, expect, it } from "vitest";
import { priceDirection } from "./priceDirection.ts";

describe("priceDirection", () => {
  it("is up above the lock price, down below it, flat at it", () => {
    expect(priceDirection(600n, 601n)).toBe("up");
    expect(priceDirection(600n, 599n)).toBe("down");
    expect(priceDirection(600n, 600n)).toBe("flat");
  });
});

import { describe, expect, it } from "vitest";
import { winningPosition } from "./winningPosition.ts";

describe("winningPosition", () => {
  it("is the side the price moved to between lock and close", () => {
    expect(winningPosition(600_00000000n, 600_00000001n)).toBe("Bull");
    expect(winningPosition(600_00000000n, 599_99999999n)).toBe("Bear");
  });

  it("is House for a tie", () => {
    expect(winningPosition(600_00000000n, 600_00000000n)).toBe("House");
  });
});

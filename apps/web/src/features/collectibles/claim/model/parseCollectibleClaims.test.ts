import { describe, expect, it } from "vitest";
import { parseCollectibleClaims } from "./parseCollectibleClaims.ts";

const PREDICTION = "0x67d269191c92Caf3cD7723F116c85e6E9bf55933";
const VAULT = "0xE6E340D132b5f46d1e472DebcD681B2aBc16e57E";
const claims = [
  { kind: "prediction", contract: PREDICTION },
  { kind: "vault", contract: VAULT },
] as const;

describe("parseCollectibleClaims", () => {
  it("names each claim's reads", () => {
    expect(
      parseCollectibleClaims(claims, [
        [5, 50n, 200_003n, true, false],
        [6, 50n, 200_004n, false, true],
      ]),
    ).toEqual([
      {
        kind: "prediction",
        contract: PREDICTION,
        bunnyId: 5,
        numberPoints: 50n,
        campaignId: 200_003n,
        canClaim: true,
        hasClaimed: false,
      },
      {
        kind: "vault",
        contract: VAULT,
        bunnyId: 6,
        numberPoints: 50n,
        campaignId: 200_004n,
        canClaim: false,
        hasClaimed: true,
      },
    ]);
  });

  it("leaves the flags unknown without an account or a failed read, and drops a claim without its collectible", () => {
    const [prediction] = parseCollectibleClaims(claims, [
      [5, 50n, 200_003n],
      [null, 50n, 1n],
    ]);
    expect(prediction).toMatchObject({ canClaim: undefined, hasClaimed: undefined });
    expect(parseCollectibleClaims(claims, [[5, null, null, null, null], [null]])).toHaveLength(1);
  });
});

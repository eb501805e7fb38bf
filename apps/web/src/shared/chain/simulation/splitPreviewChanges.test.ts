import type { Address } from "viem";
import { describe, expect, it } from "vitest";
import { splitPreviewChanges } from "./splitPreviewChanges.ts";

const cake: Address = "0x0000000000000000000000000000000000000c4e";
const lp: Address = "0x00000000000000000000000000000000000001b0";
const bunnies: Address = "0x0000000000000000000000000000000000000b17";

describe("splitPreviewChanges", () => {
  it("puts what leaves the user under send and what reaches them under receive, as positive amounts", () => {
    expect(
      splitPreviewChanges({
        status: "success",
        gasUsed: 1n,
        nativeChange: -5n,
        tokenChanges: [
          { token: cake, amount: -100n },
          { token: lp, amount: 7n },
        ],
        nftTransfers: [{ token: bunnies, tokenId: 3n, direction: "in" }],
        approvals: [],
        transferFees: [],
      }),
    ).toEqual({
      send: [
        { kind: "native", amount: 5n },
        { kind: "token", token: cake, amount: 100n },
      ],
      receive: [
        { kind: "token", token: lp, amount: 7n },
        { kind: "nft", token: bunnies, tokenId: 3n },
      ],
    });
  });

  it("lists BNB paid back under receive, and no BNB line when none moves", () => {
    const base = {
      status: "success",
      gasUsed: 1n,
      tokenChanges: [],
      nftTransfers: [],
      approvals: [],
      transferFees: [],
    } as const;
    expect(splitPreviewChanges({ ...base, nativeChange: 9n })).toEqual({
      send: [],
      receive: [{ kind: "native", amount: 9n }],
    });
    expect(splitPreviewChanges({ ...base, nativeChange: 0n })).toEqual({ send: [], receive: [] });
  });
});

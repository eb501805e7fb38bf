import { maxUint256, type Address } from "viem";
import { describe, expect, it } from "vitest";
import { approvalText } from "./approvalText.ts";

const cake: Address = "0x0000000000000000000000000000000000000c4e";
const router: Address = "0x0000000000000000000000000000000000000707";
const wording = {
  symbolOf: () => "CAKE",
  amountOf: (_token: string, raw: bigint) => `${raw / 10n ** 18n}`,
  spenderName: () => "Griddle Router",
};

describe("approvalText", () => {
  it("names an unlimited allowance as such, without an amount", () => {
    expect(
      approvalText(
        { kind: "allowance", token: cake, spender: router, amount: maxUint256, unlimited: true },
        wording,
      ),
    ).toEqual({
      key: "%spender% may spend unlimited %symbol%",
      data: { spender: "Griddle Router", symbol: "CAKE" },
    });
  });

  it("gives a limited allowance its amount", () => {
    expect(
      approvalText(
        { kind: "allowance", token: cake, spender: router, amount: 25n * 10n ** 18n, unlimited: false },
        wording,
      ),
    ).toEqual({
      key: "%spender% may spend %amount% %symbol%",
      data: { spender: "Griddle Router", symbol: "CAKE", amount: "25" },
    });
  });

  it("words NFT approvals and operators, granted or withdrawn", () => {
    expect(approvalText({ kind: "nft", token: cake, spender: router, tokenId: 4n }, wording).key).toBe(
      "%spender% may move your %symbol% #%id%",
    );
    expect(
      approvalText({ kind: "operator", token: cake, spender: router, approved: true }, wording).key,
    ).toBe("%spender% may move all your %symbol%");
    expect(
      approvalText({ kind: "operator", token: cake, spender: router, approved: false }, wording).key,
    ).toBe("%spender% may no longer move your %symbol%");
  });
});

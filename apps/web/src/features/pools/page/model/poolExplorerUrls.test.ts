import { describe, expect, it } from "vitest";
import { poolExplorerUrls } from "./poolExplorerUrls.ts";

const target = {
  tokenAddress: "0x715D400F88C167884bbCc41C5FeA407ed4D2f8A0",
  contractAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
} as const;

describe("poolExplorerUrls", () => {
  it("links the token, the contract and the countdown block on the explorer", () => {
    expect(poolExplorerUrls("https://bscscan.com", { ...target, countdownBlock: 123 })).toEqual({
      tokenInfo: "https://bscscan.com/token/0x715D400F88C167884bbCc41C5FeA407ed4D2f8A0",
      contract: "https://bscscan.com/address/0x5FbDB2315678afecb367f032d93F642f64180aa3",
      blockCountdown: "https://bscscan.com/block/countdown/123",
    });
  });

  it("has no countdown link without a block to count down to, and no trailing-slash doubling", () => {
    expect(
      poolExplorerUrls("https://testnet.bscscan.com/", { ...target, countdownBlock: undefined }),
    ).toEqual({
      tokenInfo: "https://testnet.bscscan.com/token/0x715D400F88C167884bbCc41C5FeA407ed4D2f8A0",
      contract: "https://testnet.bscscan.com/address/0x5FbDB2315678afecb367f032d93F642f64180aa3",
      blockCountdown: undefined,
    });
  });

  it("has no contract link while the contract is unknown", () => {
    expect(
      poolExplorerUrls("https://bscscan.com", { ...target, contractAddress: undefined, countdownBlock: 9 })
        .contract,
    ).toBeUndefined();
  });

  it("has no links at all on a chain without an explorer", () => {
    expect(poolExplorerUrls(undefined, { ...target, countdownBlock: 5 })).toEqual({
      tokenInfo: undefined,
      contract: undefined,
      blockCountdown: undefined,
    });
  });
});

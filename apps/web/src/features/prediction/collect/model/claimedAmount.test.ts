import { describe, expect, it } from "vitest";
import { encodeAbiParameters, encodeEventTopics, type Address, type Log } from "viem";
import { griddlePredictionAbi } from "@griddle/sdk";
import { claimedAmount } from "./claimedAmount.ts";

const game: Address = "0x262e2b50219620226C5fB5956432A88fffd94Ba7";
const account: Address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const other: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

function claimLog(address: Address, sender: Address, epoch: bigint, amount: bigint): Log {
  return {
    address,
    topics: encodeEventTopics({
      abi: griddlePredictionAbi,
      eventName: "Claim",
      args: { sender, epoch },
    }) as Log["topics"],
    data: encodeAbiParameters([{ type: "uint256" }], [amount]),
    blockHash: null,
    blockNumber: null,
    logIndex: null,
    transactionHash: null,
    transactionIndex: null,
    removed: false,
  };
}

describe("claimedAmount", () => {
  it("adds up the game's Claim events for the account", () => {
    const logs = [claimLog(game, account, 2n, 3395n * 10n ** 14n), claimLog(game, account, 4n, 10n ** 17n)];
    expect(claimedAmount(logs, game, account)).toBe(4395n * 10n ** 14n);
  });

  it("ignores other accounts' claims and other contracts' events", () => {
    const logs = [
      claimLog(game, other, 2n, 5n),
      claimLog(other, account, 2n, 7n),
      claimLog(game, account, 2n, 11n),
    ];
    expect(claimedAmount(logs, game, account)).toBe(11n);
  });
});

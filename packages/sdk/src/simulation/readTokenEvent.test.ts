import { encodeAbiParameters, maxUint256, pad, type Address, type Hex } from "viem";
import { describe, expect, it } from "vitest";
import { readTokenEvent } from "./readTokenEvent.ts";
import {
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  DEPOSIT_TOPIC,
  TRANSFER_TOPIC,
  WITHDRAWAL_TOPIC,
} from "./tokenEvents.ts";

const token: Address = "0x0000000000000000000000000000000000000C4e";
const alice: Address = "0x00000000000000000000000000000000000A11cE";
const bob: Address = "0x0000000000000000000000000000000000000B0b";
const topic = (address: Address): Hex => pad(address);
const word = (value: bigint): Hex => encodeAbiParameters([{ type: "uint256" }], [value]);
const log = (topics: Hex[], data: Hex = "0x") => ({ address: token, topics, data });

describe("readTokenEvent", () => {
  it("tells an ERC-20 transfer from an ERC-721 one by the indexed token id", () => {
    expect(readTokenEvent(log([TRANSFER_TOPIC, topic(alice), topic(bob)], word(5n)))).toEqual({
      kind: "transfer",
      from: alice,
      to: bob,
      amount: 5n,
    });
    expect(readTokenEvent(log([TRANSFER_TOPIC, topic(alice), topic(bob), word(7n)]))).toEqual({
      kind: "nftTransfer",
      from: alice,
      to: bob,
      tokenId: 7n,
    });
  });

  it("tells an allowance from one NFT's approval the same way, and reads operators", () => {
    expect(readTokenEvent(log([APPROVAL_TOPIC, topic(alice), topic(bob)], word(maxUint256)))).toEqual({
      kind: "approval",
      owner: alice,
      spender: bob,
      amount: maxUint256,
    });
    expect(readTokenEvent(log([APPROVAL_TOPIC, topic(alice), topic(bob), word(3n)]))).toEqual({
      kind: "nftApproval",
      owner: alice,
      spender: bob,
      tokenId: 3n,
    });
    expect(readTokenEvent(log([APPROVAL_FOR_ALL_TOPIC, topic(alice), topic(bob)], word(0n)))).toEqual({
      kind: "operator",
      owner: alice,
      spender: bob,
      approved: false,
    });
  });

  it("reads WETH9-style wrapping and unwrapping", () => {
    expect(readTokenEvent(log([DEPOSIT_TOPIC, topic(alice)], word(9n)))).toEqual({
      kind: "deposit",
      account: alice,
      amount: 9n,
    });
    expect(readTokenEvent(log([WITHDRAWAL_TOPIC, topic(alice)], word(9n)))).toEqual({
      kind: "withdrawal",
      account: alice,
      amount: 9n,
    });
  });

  it("ignores other events and malformed token events", () => {
    expect(readTokenEvent(log([word(1n), topic(alice), topic(bob)], word(5n)))).toBeUndefined();
    expect(readTokenEvent(log([TRANSFER_TOPIC, topic(alice)], word(5n)))).toBeUndefined();
    expect(readTokenEvent(log([]))).toBeUndefined();
  });
});

import { getAddress, type Address, type Hex } from "viem";
import type { CallTraceLog } from "./CallTraceFrame.ts";
import {
  APPROVAL_FOR_ALL_TOPIC,
  APPROVAL_TOPIC,
  DEPOSIT_TOPIC,
  TRANSFER_TOPIC,
  WITHDRAWAL_TOPIC,
} from "./tokenEvents.ts";

/** A log that moves tokens or grants a permission, read by its signature and its number of topics. */
export type TokenEvent =
  | { readonly kind: "transfer"; readonly from: Address; readonly to: Address; readonly amount: bigint }
  | { readonly kind: "nftTransfer"; readonly from: Address; readonly to: Address; readonly tokenId: bigint }
  | { readonly kind: "approval"; readonly owner: Address; readonly spender: Address; readonly amount: bigint }
  | {
      readonly kind: "nftApproval";
      readonly owner: Address;
      readonly spender: Address;
      readonly tokenId: bigint;
    }
  | {
      readonly kind: "operator";
      readonly owner: Address;
      readonly spender: Address;
      readonly approved: boolean;
    }
  | { readonly kind: "deposit" | "withdrawal"; readonly account: Address; readonly amount: bigint };

const topicAddress = (topic: Hex): Address => getAddress(`0x${topic.slice(26)}`);
const firstWord = (data: Hex): bigint => BigInt(data.length >= 66 ? data.slice(0, 66) : "0x0");

/**
 * ERC-20 and ERC-721 share the `Transfer` and `Approval` signatures; ERC-721 indexes the token id,
 * so its logs carry a fourth topic. Anything else (other events, anonymous logs) is no token event.
 */
export function readTokenEvent(log: CallTraceLog): TokenEvent | undefined {
  const [signature, first, second, third, ...extra] = log.topics;
  if (signature === undefined || first === undefined || extra.length > 0) return undefined;
  if (signature === DEPOSIT_TOPIC || signature === WITHDRAWAL_TOPIC) {
    if (second !== undefined) return undefined;
    return {
      kind: signature === DEPOSIT_TOPIC ? "deposit" : "withdrawal",
      account: topicAddress(first),
      amount: firstWord(log.data),
    };
  }
  if (second === undefined) return undefined;
  const a = topicAddress(first);
  const b = topicAddress(second);
  if (signature === TRANSFER_TOPIC) {
    return third === undefined
      ? { kind: "transfer", from: a, to: b, amount: firstWord(log.data) }
      : { kind: "nftTransfer", from: a, to: b, tokenId: BigInt(third) };
  }
  if (signature === APPROVAL_TOPIC) {
    return third === undefined
      ? { kind: "approval", owner: a, spender: b, amount: firstWord(log.data) }
      : { kind: "nftApproval", owner: a, spender: b, tokenId: BigInt(third) };
  }
  if (signature === APPROVAL_FOR_ALL_TOPIC && third === undefined) {
    return { kind: "operator", owner: a, spender: b, approved: firstWord(log.data) !== 0n };
  }
  return undefined;
}

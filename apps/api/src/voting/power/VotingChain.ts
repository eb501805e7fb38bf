import type { Address, Hex } from "viem";
import type { VotingPower } from "./VotingPower.ts";

/**
 * What the hub reads from the chain. An interface so that route tests run without one; the real
 * one is createChainVotingReader. Each method throws VotingChainUnavailableError when the chain
 * cannot answer, never a wrong 'no'.
 */
export interface VotingChain {
  /** The latest block: the newest a proposal's snapshot or a verification may name. */
  latestBlock(): Promise<bigint>;
  /** The voting power of each address at `block`, in the order given, read in one batch. */
  readVotingPower(addresses: readonly Address[], block: bigint): Promise<VotingPower[]>;
  /** EIP-1271: whether the contract at `address` accepts `signature` for `hash`; false for an account without code. */
  isValidContractSignature(address: Address, hash: Hex, signature: Hex): Promise<boolean>;
}

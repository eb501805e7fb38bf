import type { Address, Hex } from "viem";

/** An ERC-20 balance (LP tokens included) that the call changes: negative when the user pays. */
export interface TokenBalanceChange {
  readonly token: Address;
  readonly amount: bigint;
}

/** An ERC-721 token that leaves or reaches the user. */
export interface NftTransfer {
  readonly token: Address;
  readonly tokenId: bigint;
  readonly direction: "in" | "out";
}

/**
 * A permission the user grants or withdraws: an ERC-20 allowance as it stands after the call, one
 * ERC-721 token's approval, or an operator for all of a collection's tokens.
 */
export type ApprovalChange =
  | {
      readonly kind: "allowance";
      readonly token: Address;
      readonly spender: Address;
      readonly amount: bigint;
      readonly unlimited: boolean;
    }
  | { readonly kind: "nft"; readonly token: Address; readonly spender: Address; readonly tokenId: bigint }
  | {
      readonly kind: "operator";
      readonly token: Address;
      readonly spender: Address;
      readonly approved: boolean;
    };

/** A transfer out of the user's balance of which the recipient was credited less than was debited. */
export interface TransferFee {
  readonly token: Address;
  readonly recipient: Address;
  readonly sent: bigint;
  readonly received: bigint;
}

/** Why the call reverted, as far as the revert data tells. */
export type RevertDescription =
  | { readonly kind: "reason"; readonly message: string }
  | { readonly kind: "customError"; readonly name: string; readonly args: readonly unknown[] }
  | { readonly kind: "panic"; readonly code: bigint }
  | { readonly kind: "unknown"; readonly data: Hex | undefined; readonly message: string | undefined };

/**
 * What a call would do to one account. `nativeChange` counts only BNB moved by calls (the value sent,
 * BNB paid back); the gas is apart, in `gasUsed`, because its price is known only when signing.
 */
export type SimulatedOutcome =
  | {
      readonly status: "success";
      readonly gasUsed: bigint;
      readonly nativeChange: bigint;
      readonly tokenChanges: readonly TokenBalanceChange[];
      readonly nftTransfers: readonly NftTransfer[];
      readonly approvals: readonly ApprovalChange[];
      readonly transferFees: readonly TransferFee[];
    }
  | { readonly status: "reverted"; readonly gasUsed: bigint; readonly revert: RevertDescription };

import type { Address, TypedDataDefinition } from "viem";

/** The EIP-712 types of an EIP-2612 permit. */
const permitTypes = {
  Permit: [
    { name: "owner", type: "address" },
    { name: "spender", type: "address" },
    { name: "value", type: "uint256" },
    { name: "nonce", type: "uint256" },
    { name: "deadline", type: "uint256" },
  ],
} as const;

/** The LP token's EIP-712 domain name and version (contracts/src/amm/GriddleLPToken.sol). */
const LP_TOKEN_DOMAIN_NAME = "Griddle LPs";
const LP_TOKEN_DOMAIN_VERSION = "1";

export interface PermitParameters {
  readonly chainId: number;
  /** The pair: its LP token verifies the signature. */
  readonly pair: Address;
  readonly owner: Address;
  readonly spender: Address;
  readonly value: bigint;
  /** The owner's current permit nonce on the pair. */
  readonly nonce: bigint;
  /** Unix time in seconds after which the permit is refused. */
  readonly deadline: bigint;
}

export type PermitTypedData = TypedDataDefinition<typeof permitTypes, "Permit">;

/** What the wallet signs to let `spender` take `value` of the owner's LP tokens without a transaction. */
export function buildPermitTypedData(permit: PermitParameters): PermitTypedData {
  return {
    domain: {
      name: LP_TOKEN_DOMAIN_NAME,
      version: LP_TOKEN_DOMAIN_VERSION,
      chainId: permit.chainId,
      verifyingContract: permit.pair,
    },
    types: permitTypes,
    primaryType: "Permit",
    message: {
      owner: permit.owner,
      spender: permit.spender,
      value: permit.value,
      nonce: permit.nonce,
      deadline: permit.deadline,
    },
  };
}

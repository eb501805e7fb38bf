import type { Address } from "viem";

/** A token the local deployment created and seeded. */
export interface DeployedToken {
  readonly address: Address;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

/** The default token list and the tokens the swap screen warns about. */
export interface TokensSection {
  /** Every seeded ERC20, WBNB and CAKE included, in the order of the default token list. */
  readonly tokens: readonly DeployedToken[];
  /** Tokens the swap screen warns about (spec 000 section 2, Swap notices). */
  readonly notices: {
    readonly feeOnTransferToken: Address;
    readonly compromisedToken: Address;
  };
}

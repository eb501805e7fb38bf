import { GriddleError } from "@griddle/sdk";

/** The build was configured (VITE_CHAIN_ID) for a chain the app has no definition for. */
export class UnsupportedChainError extends GriddleError {
  override readonly name = "UnsupportedChainError";
  readonly chainId: string;
  constructor(chainId: string) {
    super(`Unsupported chain id ${chainId}: use 31337 (local), 56 (BNB Smart Chain) or 97 (its testnet)`);
    this.chainId = chainId;
  }
}

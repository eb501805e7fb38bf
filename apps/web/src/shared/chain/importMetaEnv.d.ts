/// <reference types="vite/client" />

// The build-time settings the chain layer reads (set them in the environment of `vite build`).
interface ImportMetaEnv {
  /** 31337 (local, default), 56 (BNB Smart Chain) or 97 (its testnet). */
  readonly VITE_CHAIN_ID?: string;
  /** Enables WalletConnect when set. */
  readonly VITE_WALLETCONNECT_PROJECT_ID?: string;
  /** The indexer's GraphQL URL on 56 and 97, for the farms' LP fee APR (locally the deployment names it). */
  readonly VITE_INDEXER_URL?: string;
  /** Griddle's API (usernames, teams, collectible metadata) on 56 and 97 (locally the deployment names it). */
  readonly VITE_API_URL?: string;
}

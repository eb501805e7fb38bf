import type { Address } from "viem";
import type { LotteryContracts } from "./LotteryContracts.ts";
import type { PredictionContracts } from "./PredictionContracts.ts";
import type { PricingTokens } from "./PricingTokens.ts";
import type { ProfileContracts } from "./ProfileContracts.ts";
import type { CompetitionContracts } from "./CompetitionContracts.ts";

/** Where the indexer keeps its tables: embedded PGlite by default, Postgres when DATABASE_URL is set. */
export type IndexerDatabase =
  | { readonly kind: "pglite"; readonly directory: string | undefined }
  | { readonly kind: "postgres"; readonly connectionString: string };

/** Everything ponder.config.ts and the handlers need to know about the chain they index. */
export interface IndexerSettings {
  readonly chainId: number;
  /** Ponder's name for the chain: "local" for the deployment manifest's chain, "bsc" for 56. */
  readonly networkName: string;
  readonly rpcUrl: string;
  readonly factory: Address;
  readonly startBlock: number;
  /**
   * The local Hardhat (EDR) chain of `npm start`: new on every start with the same block numbers
   * and addresses, so RPC results cached by an earlier run must never be trusted, and its
   * `hardhat_mine` blocks need their parent hashes filled in (see withReservedBlockParents).
   */
  readonly isLocalDevChain: boolean;
  readonly pricing: PricingTokens;
  /**
   * Griddle's prediction game, from the deployment manifest. Undefined on chain 56, where the game is
   * not deployed: PancakeSwap's own games there (the block-based v1, paused since 2021, and the
   * time-based v2) have another `rounds` layout, no CancelRound event and a tie rule under which the
   * house wins, so these handlers would index them wrongly.
   */
  readonly prediction: PredictionContracts | undefined;
  /**
   * Griddle's lottery, from the deployment manifest. Undefined on chain 56, where PancakeSwap's v2
   * lottery matches numbers from the other end and has no cancel or refund, so these handlers would
   * count it wrongly.
   */
  readonly lottery: LotteryContracts | undefined;
  /**
   * Griddle's profile contract, from the deployment manifest. Undefined on chain 56, where
   * PancakeProfile wipes points granted before registering and takes points away without an event,
   * so the totals these handlers keep from the events would drift from its state.
   */
  readonly profile: ProfileContracts | undefined;
  /**
   * Griddle's trading competition, from the deployment manifest. Undefined on chain 56, where
   * PancakeSwap's competitions published no phase events and took results from an admin.
   */
  readonly competition: CompetitionContracts | undefined;
  readonly database: IndexerDatabase;
}

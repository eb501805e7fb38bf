import type { Address } from "viem";
import type { CollectFlow } from "../../collect/hooks/useCollectFlow.ts";
import type { AccountRound, OraclePrice } from "../../data/model/PredictionMarket.ts";
import type { PredictionBet } from "../../model/PredictionRound.ts";

/** What every round card reads besides its round: the account, the chain's clock, the flows. */
export interface RoundCardContext {
  readonly game: Address;
  readonly account: Address | undefined;
  /** The account's part in each recent round; undefined while it loads. */
  readonly accountRounds: ReadonlyMap<bigint, AccountRound> | undefined;
  readonly currentBlock: bigint | undefined;
  readonly lastOraclePrice: OraclePrice | null;
  /** The game's minimum bet in wei; undefined until read. */
  readonly minBetAmount: bigint | undefined;
  readonly collect: CollectFlow;
  /** A bet was mined in block `blockNumber`. */
  readonly onEntered: (epoch: bigint, bet: PredictionBet, blockNumber: bigint) => void;
}

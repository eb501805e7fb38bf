import { uintOrNull } from "../../../../shared/chain/index.ts";
import type { OraclePrice } from "./PredictionMarket.ts";

/** The fast-polled figures at one block; null where a call failed. */
export interface MarketReads {
  readonly currentEpoch: bigint | null;
  readonly paused: boolean | null;
  readonly lastOraclePrice: OraclePrice | null;
}

const ROUND_ID = 0;
const ANSWER = 1;
const UPDATED_AT = 3;

function parseOraclePrice(value: unknown): OraclePrice | null {
  if (!Array.isArray(value)) return null;
  const roundId = uintOrNull(value[ROUND_ID]);
  const price = uintOrNull(value[ANSWER]);
  const updatedAt = uintOrNull(value[UPDATED_AT]);
  // A feed that never answered has round 0; a price is never 0 or negative.
  if (roundId === null || roundId === 0n || price === null || price <= 0n || updatedAt === null) return null;
  return { roundId, price, updatedAt };
}

/** Reads back predictionMarketCalls: [currentEpoch, paused, latestRoundData]. */
export function parseMarketReads(results: readonly unknown[]): MarketReads {
  const [currentEpoch, paused, latestRoundData] = results;
  return {
    currentEpoch: uintOrNull(currentEpoch),
    paused: typeof paused === "boolean" ? paused : null,
    lastOraclePrice: parseOraclePrice(latestRoundData),
  };
}

/** A pair's volume within one hour or one day (UTC), in US dollars. */
export interface VolumeBucket {
  /** Unix time of the bucket's start, seconds. */
  readonly start: number;
  readonly volumeUsd: number;
}

/** What the indexer knows of a pair's trading: enough to value its LP fee rewards. */
export interface PairTradingHistory {
  /** Liquidity in US dollars at the pair's last Sync. */
  readonly reserveUsd: number;
  /** Block timestamp of the pair's creation, seconds. */
  readonly createdAt: number;
  /** The latest daily buckets, newest first. */
  readonly days: readonly VolumeBucket[];
  /** The latest hourly buckets, newest first. */
  readonly hours: readonly VolumeBucket[];
}

import { useCallback, useEffect, useMemo, useState } from "react";
import type { Address } from "viem";
import {
  BLOCK_TIME_SECONDS,
  useAppChain,
  useChainReads,
  useCurrentBlock,
  usePageVisible,
  type PredictionContracts,
} from "../../../shared/chain/index.ts";
import type { PredictionBet } from "../model/PredictionRound.ts";
import { applyLocalMarks, NO_LOCAL_MARKS, type LocalMarks } from "./model/applyLocalMarks.ts";
import { assemblePredictionRounds } from "./model/assemblePredictionRounds.ts";
import { computePredictionStatus } from "./model/computePredictionStatus.ts";
import { parseMarketReads } from "./model/parseMarketReads.ts";
import { parseSettingsReads } from "./model/parseSettingsReads.ts";
import { POLL_INTERVAL_MS, pollIntervalBlocks, pollReadBlock } from "./model/pollReadBlock.ts";
import { predictionAccountCalls } from "./model/predictionAccountCalls.ts";
import type { PredictionMarket } from "./model/PredictionMarket.ts";
import {
  predictionMarketCalls,
  predictionRoundCalls,
  predictionSettingsCalls,
} from "./model/predictionPublicCalls.ts";
import { recentEpochs } from "./model/recentEpochs.ts";
import { useSettledValue } from "./useSettledValue.ts";

const FAST_POLL_BLOCKS = pollIntervalBlocks(POLL_INTERVAL_MS.fast, BLOCK_TIME_SECONDS);
const SLOW_POLL_BLOCKS = pollIntervalBlocks(POLL_INTERVAL_MS.slow, BLOCK_TIME_SECONDS);

export interface PredictionMarketState {
  readonly market: PredictionMarket;
  /** Reads the market and the account's rounds again at `blockNumber`: a mined write's block. */
  readonly refreshAt: (blockNumber: bigint) => void;
  /** Shows a mined bet at once, before the chain's next read. */
  readonly markEntered: (epoch: bigint, bet: PredictionBet) => void;
  /** Shows mined claims at once: those rounds offer nothing more to collect. */
  readonly markClaimed: (epochs: readonly bigint[]) => void;
  /** Makes every read again: the 'Error fetching data' notice's retry. */
  readonly retry: () => void;
}

/**
 * The prediction game as the screen shows it (spec 001 sections 3, 7 and 9): the epoch, the pause
 * flag and the live price, the last 6 rounds and the account's bets and claims in them, polled every
 * 10 s; the settings every 60 s; nothing while the page is hidden. Each poll is one batch with every
 * other read of its block. Without `contracts` (a chain without the game) nothing is read.
 */
export function usePredictionMarket(
  contracts: PredictionContracts | undefined,
  account: Address | undefined,
): PredictionMarketState {
  const chainId = useAppChain().id;
  const latestBlock = useCurrentBlock();
  const visible = usePageVisible();
  const [refreshBlock, setRefreshBlock] = useState(0);
  const enabled = visible && contracts !== undefined;
  const fast = { blockNumber: pollReadBlock(latestBlock, FAST_POLL_BLOCKS, refreshBlock), enabled };
  const slow = { blockNumber: pollReadBlock(latestBlock, SLOW_POLL_BLOCKS), enabled };

  const marketCalls = useMemo(() => (contracts ? predictionMarketCalls(contracts) : []), [contracts]);
  const marketReads = useChainReads(marketCalls, fast);
  const settingsCalls = useMemo(() => (contracts ? predictionSettingsCalls(contracts) : []), [contracts]);
  const settingsReads = useChainReads(settingsCalls, slow);

  const marketData = marketReads.data;
  const market = useMemo(() => (marketData ? parseMarketReads(marketData) : undefined), [marketData]);
  const currentEpoch = market?.currentEpoch ?? undefined;
  const epochs = useMemo(
    () => (currentEpoch === undefined ? [] : recentEpochs(currentEpoch)),
    [currentEpoch],
  );

  const roundCalls = useMemo(
    () => (contracts ? predictionRoundCalls(contracts, epochs) : []),
    [contracts, epochs],
  );
  const roundReads = useChainReads(roundCalls, { ...fast, enabled: enabled && roundCalls.length > 0 });
  const accountCalls = useMemo(
    () => (contracts && account ? predictionAccountCalls(contracts, epochs, account) : []),
    [contracts, epochs, account],
  );
  const accountReads = useChainReads(accountCalls, { ...fast, enabled: enabled && accountCalls.length > 0 });

  const roundData = roundReads.data;
  const accountData = accountReads.data;
  const assembled = useMemo(() => {
    if (currentEpoch === undefined || (roundCalls.length > 0 && roundData === undefined)) return undefined;
    let accountResults: readonly unknown[] | null | undefined = null;
    if (account !== undefined) accountResults = accountCalls.length === 0 ? [] : accountData;
    return assemblePredictionRounds({
      currentEpoch,
      epochs,
      roundResults: roundData ?? [],
      accountResults,
    });
  }, [currentEpoch, epochs, roundCalls, roundData, account, accountCalls, accountData]);

  const scope = `${chainId}:${account ?? ""}`;
  const settled =
    assembled !== undefined && (account === undefined || assembled.rounds.accountRounds !== undefined);
  const shown = useSettledValue(assembled, settled, scope);

  const [marks, setMarks] = useState<{ readonly scope: string; readonly marks: LocalMarks }>();
  const localMarks = marks?.scope === scope ? marks.marks : NO_LOCAL_MARKS;
  const updateMarks = useCallback(
    (update: (current: LocalMarks) => LocalMarks) =>
      setMarks((previous) => ({
        scope,
        marks: update(previous?.scope === scope ? previous.marks : NO_LOCAL_MARKS),
      })),
    [scope],
  );
  const markEntered = useCallback(
    (epoch: bigint, bet: PredictionBet) =>
      updateMarks((current) => ({ ...current, entered: new Map(current.entered).set(epoch, bet) })),
    [updateMarks],
  );
  const markClaimed = useCallback(
    (claimedEpochs: readonly bigint[]) =>
      updateMarks((current) => ({ ...current, claimed: new Set([...current.claimed, ...claimedEpochs]) })),
    [updateMarks],
  );
  const refreshAt = useCallback(
    (blockNumber: bigint) => setRefreshBlock((previous) => Math.max(previous, Number(blockNumber))),
    [],
  );

  const settingsData = settingsReads.data;
  const settings = useMemo(
    () => (settingsData ? parseSettingsReads(settingsData) : undefined),
    [settingsData],
  );
  const readError = marketReads.error ?? settingsReads.error ?? roundReads.error ?? accountReads.error;
  const unreadable = shown?.unreadable.join(",") ?? "";
  useEffect(() => {
    if (readError) console.error("Reading the prediction game failed", readError);
    if (unreadable) console.error(`Prediction rounds ${unreadable} did not read`);
  }, [readError, unreadable]);

  const status = computePredictionStatus({
    failed: readError !== null || unreadable !== "" || settings === null,
    market,
  });
  const rounds = useMemo(() => {
    if (shown === undefined) return undefined;
    const { accountRounds } = shown.rounds;
    return accountRounds === undefined
      ? shown.rounds
      : { ...shown.rounds, accountRounds: applyLocalMarks(accountRounds, localMarks) };
  }, [shown, localMarks]);

  const { refetch: refetchMarket } = marketReads;
  const { refetch: refetchSettings } = settingsReads;
  const { refetch: refetchRounds } = roundReads;
  const { refetch: refetchAccount } = accountReads;
  const retry = useCallback(() => {
    refetchMarket();
    refetchSettings();
    refetchRounds();
    refetchAccount();
  }, [refetchMarket, refetchSettings, refetchRounds, refetchAccount]);

  return useMemo(
    () => ({
      market: {
        status,
        settings: settings ?? undefined,
        rounds,
        lastOraclePrice: market?.lastOraclePrice ?? null,
      },
      refreshAt,
      markEntered,
      markClaimed,
      retry,
    }),
    [status, settings, rounds, market, refreshAt, markEntered, markClaimed, retry],
  );
}

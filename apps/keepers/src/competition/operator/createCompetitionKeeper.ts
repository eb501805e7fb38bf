import {
  buildCompetitionResults,
  CompetitionStatus,
  fetchCompetitionStandings,
  griddleRouterAbi,
  griddleTradingCompetitionAbi,
  LOCAL_CHAIN_ID,
  LOCAL_COMPETITION_TRADES,
  toCompetitionStatus,
  type DeploymentManifest,
} from "@griddle/sdk";
import { isAddressEqual, parseEther, type Hash, type Hex } from "viem";
import type { KeepersConfig } from "../../shared/config/readKeepersConfig.ts";
import { confirmTransaction } from "../../shared/confirmTransaction.ts";
import { createKeeperClients, type KeeperClients } from "../../shared/createKeeperClients.ts";
import { KeeperRoleError } from "../../shared/KeeperRoleError.ts";
import { KeeperSetupError } from "../../shared/KeeperSetupError.ts";
import type { KeeperDefinition, KeeperLog } from "../../shared/runKeeperProcess.ts";
import {
  decideCompetitionAction,
  type CompetitionAction,
  type CompetitionWaitReason,
} from "./decideCompetitionAction.ts";
import { indexerPoster } from "./indexerPoster.ts";

/** Polled this often for a new block (one every 3 s locally). */
const POLL_MS = 1_000;
/** The seeded trades' deadline: far enough for a busy local chain. */
const TRADE_DEADLINE_SECONDS = 600n;

const PHASE_NAMES = ["registration", "live", "close", "claiming", "over"] as const;

function describeWait(reason: CompetitionWaitReason, indexerUrl: string | undefined): string {
  switch (reason.kind) {
    case "indexer-behind":
      return indexerUrl === undefined
        ? "the competition is closed, and the results come from the indexer, which the manifest does not name: start the stack with its indexer"
        : "the competition is closed: waiting for the indexer to reach the close before publishing the results";
    case "nobody-registered":
      return "the competition is closed and nobody registered: there are no results to publish";
    case "done":
      return `the competition is in its ${PHASE_NAMES[reason.status]} phase: nothing left for the keeper`;
  }
}

/**
 * The competition operator: on every new block, does what the phase calls for (decideCompetitionAction)
 * on the schedule of the manifest (the one the page counts down to): opens the live phase, makes the
 * seeded competitors' trades on the local chain, closes it, publishes the Merkle root of the ranking
 * recomputed from the indexer with @griddle/sdk's buildCompetitionResults, and opens the claims. It
 * keeps nothing between ticks but caches of the chain: a restarted keeper finds the phase where it is.
 */
export async function createCompetitionKeeper(
  manifest: DeploymentManifest,
  config: KeepersConfig,
  { account, publicClient, walletClient }: KeeperClients,
  log: KeeperLog,
): Promise<KeeperDefinition> {
  const { contract: competition, startBlock, numberTeams, schedule } = manifest.competition;
  // Without an indexer (npm start --no-indexer) the keeper still runs the phases up to the close.
  const indexerUrl = manifest.services?.indexerGraphqlUrl;
  const postQuery = indexerUrl === undefined ? undefined : indexerPoster(indexerUrl);
  const read = { address: competition, abi: griddleTradingCompetitionAbi } as const;
  const seedsTrades = config.competitionSeedTrades && manifest.chainId === LOCAL_CHAIN_ID;
  const competitors = seedsTrades
    ? LOCAL_COMPETITION_TRADES.map((trade) => ({
        ...trade,
        clients: createKeeperClients(manifest, trade.accountIndex),
      }))
    : [];
  const policy = {
    registrationSeconds: BigInt(schedule.registrationSeconds),
    liveSeconds: BigInt(schedule.liveSeconds),
  };

  const phaseStarts = new Map<CompetitionStatus, { block: bigint; timestamp: bigint }>();
  const phaseStart = async (status: CompetitionStatus, head: bigint) => {
    const known = phaseStarts.get(status);
    if (known !== undefined) return known;
    const events = await publicClient.getContractEvents({
      ...read,
      eventName: "NewCompetitionStatus",
      fromBlock: BigInt(startBlock),
      toBlock: head,
    });
    const entered = events.find((event) => Number(event.args.status) === status);
    if (entered === undefined)
      throw new Error(`no NewCompetitionStatus event for phase ${PHASE_NAMES[status]} yet`);
    const block = await publicClient.getBlock({ blockNumber: entered.blockNumber });
    const start = { block: block.number, timestamp: block.timestamp };
    phaseStarts.set(status, start);
    return start;
  };

  /** Seeded competitors that sent nothing since the live phase began. */
  const competitorsToTrade = async (liveBlock: bigint) => {
    const pending = await Promise.all(
      competitors.map(async (competitor) => {
        const address = competitor.clients.account.address;
        const [before, now] = await Promise.all([
          publicClient.getTransactionCount({ address, blockNumber: liveBlock }),
          publicClient.getTransactionCount({ address, blockTag: "latest" }),
        ]);
        return now === before ? competitor : undefined;
      }),
    );
    return pending.filter((competitor) => competitor !== undefined);
  };

  const recomputeResults = async () => {
    if (postQuery === undefined) return undefined;
    const standings = await fetchCompetitionStandings(postQuery);
    if (!standings.phases.some(({ status }) => status === CompetitionStatus.Close)) return undefined;
    return buildCompetitionResults({ ...standings, numberTeams });
  };

  const tokenAddress = (symbol: string) => {
    const token = manifest.tokens.find((candidate) => candidate.symbol === symbol);
    if (token === undefined)
      throw new KeeperSetupError(`The manifest has no ${symbol} for the seeded trades`);
    return token.address;
  };

  const seedTrades = async (liveBlock: bigint, timestamp: bigint): Promise<void> => {
    for (const competitor of await competitorsToTrade(liveBlock)) {
      const { clients, token, bnb } = competitor;
      // A seeded trade on the local chain: no minimum out, the keeper only needs the volume.
      const hash = await clients.walletClient.writeContract({
        address: manifest.contracts.router,
        abi: griddleRouterAbi,
        functionName: "swapExactETHForTokens",
        args: [
          0n,
          [manifest.contracts.wbnb, tokenAddress(token)],
          clients.account.address,
          timestamp + TRADE_DEADLINE_SECONDS,
        ],
        value: parseEther(bnb),
      });
      const receipt = await confirmTransaction(publicClient, hash, "a seeded competition trade");
      log(
        `seeded trade: ${clients.account.address} sold ${bnb} BNB for ${token} (block ${receipt.blockNumber})`,
      );
    }
  };

  const send = (action: Extract<CompetitionAction, { kind: "advance" | "publish" }>): Promise<Hash> =>
    action.kind === "advance"
      ? walletClient.writeContract({ ...read, functionName: "updateCompetitionStatus", args: [action.to] })
      : walletClient.writeContract({ ...read, functionName: "publishResults", args: [action.root] });

  let lastBlock: bigint | undefined;
  let lastWait: string | undefined;
  const tick = async (): Promise<void> => {
    const block = await publicClient.getBlock({ blockTag: "latest" });
    if (block.number === lastBlock) return;
    lastBlock = block.number;
    const [rawStatus, resultsRoot, operator, owner] = await Promise.all([
      publicClient.readContract({ ...read, functionName: "currentStatus", blockNumber: block.number }),
      publicClient.readContract({ ...read, functionName: "resultsRoot", blockNumber: block.number }),
      publicClient.readContract({ ...read, functionName: "operatorAddress", blockNumber: block.number }),
      publicClient.readContract({ ...read, functionName: "owner", blockNumber: block.number }),
    ]);
    if (!isAddressEqual(operator, account.address) && !isAddressEqual(owner, account.address)) {
      throw new KeeperRoleError(
        `${account.address} is neither the competition's operator (${operator}) nor its owner`,
      );
    }
    const status = toCompetitionStatus(rawStatus);
    const started = await phaseStart(status, block.number);
    const action = decideCompetitionAction(
      {
        timestamp: block.timestamp,
        status,
        phaseStartedAt: started.timestamp,
        resultsRoot: resultsRoot as Hex,
        competitorsToTrade:
          status === CompetitionStatus.Live ? (await competitorsToTrade(started.block)).length : 0,
        results: status === CompetitionStatus.Close ? await recomputeResults() : undefined,
      },
      policy,
    );
    if (action.kind === "wait") {
      const waiting = action.reason === undefined ? undefined : describeWait(action.reason, indexerUrl);
      if (waiting !== undefined && waiting !== lastWait) log(waiting);
      lastWait = waiting;
      return;
    }
    lastWait = undefined;
    if (action.kind === "seed-trades") {
      await seedTrades(started.block, block.timestamp);
      return;
    }
    const receipt = await confirmTransaction(publicClient, await send(action), action.kind);
    log(
      action.kind === "advance"
        ? `the competition entered its ${PHASE_NAMES[action.to]} phase (block ${receipt.blockNumber})`
        : `published the results root ${action.root} (block ${receipt.blockNumber})`,
    );
  };

  return {
    description:
      `competition operator ${account.address} on competition ${competition}: registration ${schedule.registrationSeconds} s, ` +
      `live ${schedule.liveSeconds} s${seedsTrades ? ", with the seeded competitors' trades" : ""}, results from ${indexerUrl ?? "no indexer"} ` +
      `(chain ${manifest.chainId} at ${manifest.rpcUrl})`,
    intervalMs: POLL_MS,
    tick,
  };
}

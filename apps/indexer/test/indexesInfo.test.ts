// The Info analytics tables (issue 24) against a real local chain: the seeded chain plus an LP who
// deposits into USDT-BUSD, is traded against both ways, and withdraws, all before the indexer starts
// (historical sync), then a deposit and trades after it caught up (realtime). Every figure is then
// checked against the chain: each swap, add and remove with its sender and exact amounts, LP supplies
// and balances, protocol liquidity and volume, hourly token volumes, and the LP's fees earned,
// recomputed from the pair's reserves, supply and kLast before its deposit and before its withdrawal.
import assert from "node:assert/strict";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { griddleFactoryAbi, griddlePairAbi, type DeploymentManifest } from "@griddle/sdk";
import {
  deployToLocalChain,
  findFreePort,
  startChainNode,
  type ChainNode,
  type Indexer,
  type IndexerCatchUp,
} from "@griddle/stack";
import {
  createPublicClient,
  http,
  parseEventLogs,
  parseUnits,
  type Address,
  type PublicClient,
  type TransactionReceipt,
} from "viem";
import { createTrader } from "./support/createTrader.ts";
import { queryIndexer } from "./support/queryIndexer.ts";
import { readPairStateOnChain } from "./support/readLiquidityPerLp.ts";
import {
  INDEXER_TEST_DATABASES,
  startIndexerOnEachDatabase,
  type IndexerTestDatabase,
} from "./support/startIndexerOnEachDatabase.ts";
import { lower } from "./support/lower.ts";
import { required } from "./support/required.ts";

/** Dev accounts no seed uses: one provides liquidity, the other trades against it. */
const LP_ACCOUNT_INDEX = 7;
const TRADER_ACCOUNT_INDEX = 8;

interface IndexedTransaction {
  readonly id: string;
  readonly kind: "Swap" | "Mint" | "Burn";
  readonly hash: string;
  readonly block: string;
  readonly pairId: Address;
  readonly account: Address;
  readonly amount0In: string;
  readonly amount1In: string;
  readonly amount0Out: string;
  readonly amount1Out: string;
  readonly amountUSD: number;
}

interface IndexedPosition {
  readonly pairId: Address;
  readonly account: Address;
  readonly balance: string;
  readonly entryLiquidity: number;
  readonly deposited0: string;
  readonly deposited1: string;
  readonly realizedFees0: number;
  readonly realizedFees1: number;
  readonly realizedFeesUSD: number;
}

function assertClose(actual: number, expected: number, what: string, tolerance = 1e-9): void {
  assert.ok(
    Math.abs(actual - expected) <= Math.abs(expected) * tolerance,
    `${what}: indexed ${actual}, expected ${expected}`,
  );
}

describe("the indexer's Info analytics on a local chain", () => {
  let workDir: string;
  let chain: ChainNode;
  let manifest: DeploymentManifest;
  let publicClient: PublicClient;
  let indexers: ReadonlyMap<IndexerTestDatabase, Indexer> | undefined;
  const catchUps = new Map<IndexerTestDatabase, IndexerCatchUp | null>();
  /** The indexer the checks below read: each database's in turn. */
  let indexer: Indexer;
  let usdtBusd: Address;
  let deposit: TransactionReceipt;
  let withdrawal: TransactionReceipt;
  let lastBlock: bigint;
  let lpAddress: Address;

  const tokenAddress = (symbol: string): Address =>
    required(
      manifest.tokens.find((token) => token.symbol === symbol),
      `${symbol} in the manifest`,
    ).address;
  const units = (symbol: string, amount: string): bigint =>
    parseUnits(
      amount,
      required(
        manifest.tokens.find((token) => token.symbol === symbol),
        symbol,
      ).decimals,
    );

  const query = <T>(text: string) => queryIndexer<T>(indexer.graphqlUrl, text);
  const indexedPairIds = async (): Promise<Address[]> =>
    (
      await query<{ pairs: { items: { id: Address }[] } }>("{ pairs(limit: 1000) { items { id } } }")
    ).pairs.items.map((pair) => pair.id);
  /** Every indexed transaction, paged by id (Ponder answers at most 1000 rows at a time). */
  const indexedTransactions = async (): Promise<IndexedTransaction[]> => {
    const all: IndexedTransaction[] = [];
    let after: string | null = null;
    for (;;) {
      const cursor: string = after === null ? "" : `, after: "${after}"`;
      const { pairTransactions } = await query<{
        pairTransactions: {
          items: IndexedTransaction[];
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
        };
      }>(
        `{ pairTransactions(limit: 1000, orderBy: "id"${cursor}) { items { id kind hash block pairId account amount0In amount1In amount0Out amount1Out amountUSD } pageInfo { endCursor hasNextPage } } }`,
      );
      all.push(...pairTransactions.items);
      if (!pairTransactions.pageInfo.hasNextPage) return all;
      after = pairTransactions.pageInfo.endCursor;
    }
  };
  const indexedPositions = async (): Promise<IndexedPosition[]> =>
    (
      await query<{ lpPositions: { items: IndexedPosition[] } }>(
        "{ lpPositions(limit: 1000) { items { pairId account balance entryLiquidity deposited0 deposited1 realizedFees0 realizedFees1 realizedFeesUSD } } }",
      )
    ).lpPositions.items;

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "griddle-indexer-info-"));
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    manifest = await deployToLocalChain(chain.rpcUrl);
    const manifestPath = path.join(workDir, "deployment.json");
    await writeFile(manifestPath, JSON.stringify(manifest));
    publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const [usdt, busd] = [tokenAddress("USDT"), tokenAddress("BUSD")];
    usdtBusd = lower(
      await publicClient.readContract({
        address: manifest.contracts.factory,
        abi: griddleFactoryAbi,
        functionName: "getPair",
        args: [usdt, busd],
      }),
    );

    // Before the indexer starts: deposit, be traded against both ways, withdraw everything.
    const lp = createTrader(manifest, LP_ACCOUNT_INDEX);
    const trader = createTrader(manifest, TRADER_ACCOUNT_INDEX);
    lpAddress = lower(lp.address);
    for (const token of [usdt, busd, usdtBusd]) await lp.approveRouter(token);
    for (const token of [usdt, busd]) await trader.approveRouter(token);
    deposit = await lp.addLiquidity(usdt, busd, units("USDT", "1000"), units("BUSD", "1000"));
    for (let round = 0; round < 3; round += 1) {
      await trader.swapExactTokensForTokens([busd, usdt], units("BUSD", "3000"));
      await trader.swapExactTokensForTokens([usdt, busd], units("USDT", "3000"));
    }
    const lpUnits = await publicClient.readContract({
      address: usdtBusd,
      abi: griddlePairAbi,
      functionName: "balanceOf",
      args: [lp.address],
    });
    withdrawal = await lp.removeLiquidity(usdt, busd, lpUnits);

    indexers = await startIndexerOnEachDatabase({ manifestPath, rpcUrl: chain.rpcUrl, workDir });
    for (const [database, started] of indexers) catchUps.set(database, await started.caughtUp);

    // After catch-up, block by block: a deposit that stays, and trades against it.
    await lp.addLiquidity(usdt, busd, units("USDT", "500"), units("BUSD", "500"));
    await trader.swapExactTokensForTokens([busd, usdt], units("BUSD", "2000"));
    lastBlock = (await trader.swapExactTokensForTokens([usdt, busd], units("USDT", "2000"))).blockNumber;
    for (const started of indexers.values()) await started.waitForBlock(Number(lastBlock));
  });

  after(async () => {
    await Promise.all([...(indexers?.values() ?? [])].map((started) => started.stop()));
    await chain?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  for (const database of INDEXER_TEST_DATABASES) {
    describe(`on ${database}`, () => {
      before(() => {
        indexer = required(indexers?.get(database), `the indexer on ${database}`);
      });

      it("catches up with the seeded chain", (context) => {
        const caughtUp = required(catchUps.get(database), "the catch-up (the indexer exited first)");
        context.diagnostic(`caught up with block ${caughtUp.block} in ${caughtUp.seconds.toFixed(1)} s`);
      });

      it("stores every swap, add and remove with its sender and exact amounts", async () => {
        const expected = new Map<string, Omit<IndexedTransaction, "id" | "amountUSD">>();
        for (const pair of await indexedPairIds()) {
          const logs = parseEventLogs({
            abi: griddlePairAbi,
            eventName: ["Swap", "Mint", "Burn"],
            logs: await publicClient.getContractEvents({
              address: pair,
              abi: griddlePairAbi,
              fromBlock: BigInt(manifest.startBlock),
              toBlock: lastBlock,
            }),
          });
          for (const log of logs) {
            const sender = (await publicClient.getTransaction({ hash: log.transactionHash })).from;
            const common = {
              kind: log.eventName,
              hash: log.transactionHash,
              block: String(log.blockNumber),
              pairId: pair,
              account: lower(sender),
            };
            const amounts =
              log.eventName === "Swap"
                ? [log.args.amount0In, log.args.amount1In, log.args.amount0Out, log.args.amount1Out]
                : [log.args.amount0, log.args.amount1, 0n, 0n];
            expected.set(`${log.transactionHash}-${log.logIndex}`, {
              ...common,
              amount0In: String(amounts[0]),
              amount1In: String(amounts[1]),
              amount0Out: String(amounts[2]),
              amount1Out: String(amounts[3]),
            });
          }
        }
        const indexed = await indexedTransactions();
        assert.equal(indexed.length, expected.size);
        for (const { id, amountUSD, ...transaction } of indexed) {
          assert.deepEqual(transaction, expected.get(id), `transaction ${id}`);
          assert.ok(amountUSD >= 0, `transaction ${id} has a USD value`);
        }
      });

      it("holds every pair's LP supply and every account's LP balance as the chain does", async () => {
        const positions = await indexedPositions();
        for (const pair of await indexedPairIds()) {
          const { pairLiquidity } = await query<{ pairLiquidity: { totalSupply: string } }>(
            `{ pairLiquidity(id: "${pair}") { totalSupply } }`,
          );
          const read = { address: pair, abi: griddlePairAbi, blockNumber: lastBlock } as const;
          assert.equal(
            pairLiquidity.totalSupply,
            String(await publicClient.readContract({ ...read, functionName: "totalSupply" })),
          );
          for (const position of positions.filter((row) => row.pairId === pair)) {
            const balance = await publicClient.readContract({
              ...read,
              functionName: "balanceOf",
              args: [position.account],
            });
            assert.equal(position.balance, String(balance), `${position.account} in ${pair}`);
          }
        }
      });

      it("adds up protocol liquidity and volume from the pairs, and hourly token volumes from the swaps", async () => {
        const { protocol, pairs, protocolDayDatas, tokenHourDatas } = await query<{
          protocol: { liquidityUSD: number; volumeUSD: number; txCount: number };
          pairs: { items: { reserveUSD: number; volumeUSD: number; txCount: number }[] };
          protocolDayDatas: {
            items: { volumeUSD: number; txCount: number; liquidityUSD: number; date: number }[];
          };
          tokenHourDatas: { items: { tokenId: Address; volume: string }[] };
        }>(
          `{ protocol(id: "griddle") { liquidityUSD volumeUSD txCount }
         pairs(limit: 1000) { items { reserveUSD volumeUSD txCount } }
         protocolDayDatas(limit: 1000, orderBy: "date") { items { date volumeUSD txCount liquidityUSD } }
         tokenHourDatas(limit: 1000) { items { tokenId volume } } }`,
        );
        const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
        assertClose(
          protocol.liquidityUSD,
          sum(pairs.items.map((pair) => pair.reserveUSD)),
          "protocol liquidity",
        );
        assertClose(protocol.volumeUSD, sum(pairs.items.map((pair) => pair.volumeUSD)), "protocol volume");
        assert.equal(protocol.txCount, sum(pairs.items.map((pair) => pair.txCount)));
        assertClose(
          sum(protocolDayDatas.items.map((day) => day.volumeUSD)),
          protocol.volumeUSD,
          "daily volumes",
        );
        assert.equal(sum(protocolDayDatas.items.map((day) => day.txCount)), protocol.txCount);
        assertClose(
          required(protocolDayDatas.items.at(-1), "today").liquidityUSD,
          protocol.liquidityUSD,
          "today's TVL",
        );

        const swappedByToken = new Map<Address, bigint>();
        for (const pair of await indexedPairIds()) {
          const read = { address: pair, abi: griddlePairAbi } as const;
          const [token0, token1] = await Promise.all([
            publicClient.readContract({ ...read, functionName: "token0" }),
            publicClient.readContract({ ...read, functionName: "token1" }),
          ]);
          const swaps = await publicClient.getContractEvents({
            ...read,
            eventName: "Swap",
            fromBlock: BigInt(manifest.startBlock),
            toBlock: lastBlock,
          });
          for (const { args } of swaps) {
            for (const [token, amount] of [
              [lower(token0), (args.amount0In ?? 0n) + (args.amount0Out ?? 0n)],
              [lower(token1), (args.amount1In ?? 0n) + (args.amount1Out ?? 0n)],
            ] as const) {
              swappedByToken.set(token, (swappedByToken.get(token) ?? 0n) + amount);
            }
          }
        }
        const indexedByToken = new Map<Address, bigint>();
        for (const hour of tokenHourDatas.items) {
          indexedByToken.set(hour.tokenId, (indexedByToken.get(hour.tokenId) ?? 0n) + BigInt(hour.volume));
        }
        for (const [token, swapped] of swappedByToken) {
          assert.equal(indexedByToken.get(token) ?? 0n, swapped, `hourly volume of ${token}`);
        }
      });

      it("gives the LP who deposited, was traded against and withdrew the fees the pair's growth implies", async () => {
        const position = required(
          (await indexedPositions()).find((row) => row.pairId === usdtBusd && row.account === lpAddress),
          "the LP's position",
        );
        const mints = parseEventLogs({
          abi: griddlePairAbi,
          eventName: "Transfer",
          logs: deposit.logs,
        }).filter((log) => lower(log.address) === usdtBusd && lower(log.args.to) === lpAddress);
        const firstUnits = required(mints[0], "the LP's minted units").args.value;
        const atDeposit = await readPairStateOnChain(publicClient, usdtBusd, deposit.blockNumber - 1n);
        const atWithdrawal = await readPairStateOnChain(publicClient, usdtBusd, withdrawal.blockNumber - 1n);
        const feeLiquidity = Number(firstUnits) * (atWithdrawal.liquidityPerLp - atDeposit.liquidityPerLp);
        assert.ok(feeLiquidity > 0, "the trades grew the LP's liquidity");
        const share = feeLiquidity / atWithdrawal.sqrtK;
        // Fees realized at the withdrawal, at the reserves before it.
        assertClose(position.realizedFees0, Number(atWithdrawal.reserve0) * share, "fees in token0", 1e-6);
        assertClose(position.realizedFees1, Number(atWithdrawal.reserve1) * share, "fees in token1", 1e-6);
        assert.ok(position.realizedFeesUSD > 0);

        // The deposit after catch-up is still held: its entry liquidity and deposited amounts.
        const realtimeDeposit = await publicClient.getContractEvents({
          address: usdtBusd,
          abi: griddlePairAbi,
          eventName: "Mint",
          fromBlock: withdrawal.blockNumber + 1n,
          toBlock: lastBlock,
        });
        const mint = required(realtimeDeposit.at(-1), "the deposit after catch-up");
        assert.deepEqual(
          [position.deposited0, position.deposited1],
          [String(mint.args.amount0), String(mint.args.amount1)],
        );
        const beforeRealtime = await readPairStateOnChain(publicClient, usdtBusd, mint.blockNumber - 1n);
        assertClose(
          position.entryLiquidity,
          Number(position.balance) * beforeRealtime.liquidityPerLp,
          "entry liquidity",
          1e-6,
        );
      });
    });
  }
});

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import {
  concat,
  decodeErrorResult,
  createWalletClient,
  custom,
  formatEther,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseGwei,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import {
  BEP20TokenArtifact,
  FeeCollectorArtifact,
  GriddleFactoryArtifact,
  GriddleRouterArtifact,
} from "../../generated/artifacts.ts";
import { createFeeTestStack } from "./utils/createFeeTestStack.ts";

/** Dev accounts past the seeded and staking ones: they hold native coin only. */
const DELEGATING_ATTACKER_INDEX = 12;
const BUNDLING_ATTACKER_INDEX = 13;
/** The review's stake, which doubles the CAKE-WBNB pool's WBNB side, then ever smaller pumps. */
const STAKES = ["8000", "3000", "1000", "300", "100", "10"].map((amount) => parseEther(amount));
/**
 * A busy day on WBNB-BUSD: 40 round trips of 5,000 BNB, 400,000 BNB of volume. Its 0.05% buyback share,
 * some 200 WBNB, is over 0.25% of CAKE-WBNB's 37,500 WBNB: enough for a sandwich to pay on the old code.
 */
const ROUND_TRIPS = 40;
const ROUND_TRIP_BNB = parseEther("5000");
/** Dev accounts past the seeded and staking ones, with their 10,000 BNB. */
const BUSY_TRADER_INDEX = 14;
const ATTACK_GAS = 3_000_000n;

interface AttackOutcome {
  readonly reverted: boolean;
  /** Why the attack or, in a bundle, the convert between its two trades reverted. */
  readonly revertedWith?: string;
  /** Native coin gained from the trades, before gas. */
  readonly tradingProfit: bigint;
  readonly cakeBurnt: bigint;
}

describe("FeeCollector.convert against sandwiches on the local stack", async () => {
  const stack = await createFeeTestStack();
  const { connection, publicClient, wallets, keeper, manifest, confirmed } = stack;
  const { router, cake, wbnb, feeCollector } = manifest.contracts;
  const request = (method: string, params: unknown[] = []) => connection.provider.request({ method, params });
  const sandwicher = await connection.viem.deployContract("FeeCollectorSandwicher");
  const pair = await publicClient.readContract({
    address: manifest.contracts.factory,
    abi: GriddleFactoryArtifact.abi,
    functionName: "getPair",
    args: [wbnb, stack.token("BUSD")],
  });
  // A keeper observes the pools convert trades through, the day's trading follows, and a window later
  // the buyback may run.
  await confirmed(
    await keeper.writeContract({
      address: feeCollector,
      abi: FeeCollectorArtifact.abi,
      functionName: "observe",
      args: [pair],
    }),
  );
  await tradeBusyDay();
  const twapWindow = await publicClient.readContract({
    address: feeCollector,
    abi: FeeCollectorArtifact.abi,
    functionName: "twapWindow",
  });
  await request("evm_increaseTime", [Number(twapWindow)]);
  await request("evm_mine");

  /** Trades WBNB-BUSD back and forth, then mints the protocol fee to the collector. */
  async function tradeBusyDay(): Promise<void> {
    const trader = wallets[BUSY_TRADER_INDEX];
    if (!trader) throw new Error("The network has too few accounts");
    const busd = stack.token("BUSD");
    const busdOf = () => stack.balanceOf(busd, trader.account.address);
    await confirmed(
      await trader.writeContract({
        address: busd,
        abi: BEP20TokenArtifact.abi,
        functionName: "approve",
        args: [router, maxUint256],
      }),
    );
    for (let trip = 0; trip < ROUND_TRIPS; trip++) {
      const before = await busdOf();
      await confirmed(
        await trader.writeContract({
          address: router,
          abi: GriddleRouterArtifact.abi,
          functionName: "swapExactETHForTokens",
          args: [0n, [wbnb, busd], trader.account.address, maxUint256],
          value: ROUND_TRIP_BNB,
        }),
      );
      await confirmed(
        await trader.writeContract({
          address: router,
          abi: GriddleRouterArtifact.abi,
          functionName: "swapExactTokensForETH",
          args: [(await busdOf()) - before, 0n, [busd, wbnb], trader.account.address, maxUint256],
        }),
      );
    }
    // Uniswap V2 mints the protocol fee on the next liquidity event: a seeded account adds a little.
    await confirmed(
      await stack.trader.writeContract({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "addLiquidityETH",
        args: [busd, parseEther("600"), 0n, 0n, stack.trader.account.address, maxUint256],
        value: parseEther("1"),
      }),
    );
  }

  const inSnapshot = async <T>(work: () => Promise<T>): Promise<T> => {
    const snapshot = await request("evm_snapshot");
    try {
      return await work();
    } finally {
      await request("evm_revert", [snapshot]);
    }
  };
  const cakeBurntIn = (receipt: TransactionReceipt) =>
    parseEventLogs({ abi: FeeCollectorArtifact.abi, eventName: "Converted", logs: receipt.logs }).reduce(
      (sum, log) => sum + log.args.cakeBurnt,
      0n,
    );
  /** The custom error a mined transaction reverted with, from its trace. */
  const revertReason = async (hash: Hash) => {
    const trace = (await request("debug_traceTransaction", [
      hash,
      { disableStorage: true, disableMemory: true, disableStack: true },
    ])) as { returnValue: string };
    const data = trace.returnValue.startsWith("0x") ? trace.returnValue : `0x${trace.returnValue}`;
    return decodeErrorResult({ abi: FeeCollectorArtifact.abi, data: data as Hex }).errorName;
  };
  /** Sends the transactions `send` makes into one block, in the order their priority fees give them. */
  const inOneBlock = async (send: () => Promise<Hash[]>) => {
    await request("evm_setAutomine", [false]);
    try {
      const hashes = await send();
      await request("evm_mine");
      return await Promise.all(hashes.map((hash) => publicClient.getTransactionReceipt({ hash })));
    } finally {
      await request("evm_setAutomine", [true]);
    }
  };
  const gasCost = (receipt: TransactionReceipt) => receipt.gasUsed * receipt.effectiveGasPrice;

  const honestCakeBurnt = await inSnapshot(async () =>
    cakeBurntIn(
      await confirmed(
        await keeper.writeContract({
          address: feeCollector,
          abi: FeeCollectorArtifact.abi,
          functionName: "convert",
          args: [pair],
        }),
      ),
    ),
  );
  console.log(`honest convert burns ${formatEther(honestCakeBurnt)} CAKE`);

  const attacker = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DELEGATING_ATTACKER_INDEX });
  const attackerWallet = createWalletClient({
    account: attacker,
    chain: publicClient.chain,
    transport: custom(connection.provider),
  });

  /** One type-4 transaction: the attacker delegates to the sandwicher and runs it on itself. */
  const sandwichWith7702 = (stake: bigint) =>
    inSnapshot(async (): Promise<AttackOutcome> => {
      const before = await publicClient.getBalance({ address: attacker.address });
      const authorization = await attackerWallet.signAuthorization({
        contractAddress: sandwicher.address,
        executor: "self",
      });
      // Mined like the bundle below, since an automining node answers a reverted transaction with an error.
      const [receipt] = await inOneBlock(async () => [
        await attackerWallet.writeContract({
          address: attacker.address,
          abi: sandwicher.abi,
          functionName: "sandwich",
          args: [router, feeCollector, pair, stake],
          authorizationList: [authorization],
          gas: ATTACK_GAS,
        }),
      ]);
      assert.ok(receipt);
      // The delegation holds even when the transaction reverts: the account now carries the code.
      assert.equal(
        (await publicClient.getCode({ address: attacker.address }))?.toLowerCase(),
        concat(["0xef0100", sandwicher.address]).toLowerCase(),
      );
      const after = await publicClient.getBalance({ address: attacker.address });
      const reverted = receipt.status === "reverted";
      return {
        reverted,
        revertedWith: reverted ? await revertReason(receipt.transactionHash) : undefined,
        tradingProfit: after + gasCost(receipt) - before,
        cakeBurnt: cakeBurntIn(receipt),
      };
    });

  const bundler = wallets[BUNDLING_ATTACKER_INDEX];
  if (!bundler) throw new Error("The network has too few accounts");
  await confirmed(
    await bundler.writeContract({
      address: cake,
      abi: BEP20TokenArtifact.abi,
      functionName: "approve",
      args: [router, maxUint256],
    }),
  );

  /**
   * A private bundle, no code needed: the attacker's buy, an honest keeper's convert and the attacker's
   * sale, mined in this order in one block (the priority fees order them).
   */
  const sandwichInBundle = (stake: bigint) =>
    inSnapshot(async (): Promise<AttackOutcome> => {
      const [, bought = 0n] = await publicClient.readContract({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "getAmountsOut",
        args: [stake, [wbnb, cake]],
      });
      const fees = (priority: string) => ({
        maxFeePerGas: parseGwei("100"),
        maxPriorityFeePerGas: parseGwei(priority),
      });
      const before = await publicClient.getBalance({ address: bundler.account.address });
      const receipts = await inOneBlock(async () => [
        await bundler.writeContract({
          address: router,
          abi: GriddleRouterArtifact.abi,
          functionName: "swapExactETHForTokens",
          args: [0n, [wbnb, cake], bundler.account.address, maxUint256],
          value: stake,
          gas: 300_000n,
          ...fees("3"),
        }),
        await keeper.writeContract({
          address: feeCollector,
          abi: FeeCollectorArtifact.abi,
          functionName: "convert",
          args: [pair],
          gas: ATTACK_GAS,
          ...fees("2"),
        }),
        await bundler.writeContract({
          address: router,
          abi: GriddleRouterArtifact.abi,
          functionName: "swapExactTokensForETH",
          args: [bought, 0n, [cake, wbnb], bundler.account.address, maxUint256],
          gas: 300_000n,
          ...fees("1"),
        }),
      ]);
      const [pump, convert, sell] = receipts;
      assert.ok(pump && convert && sell);
      assert.deepEqual(
        receipts.map(({ blockNumber, transactionIndex }) => ({ blockNumber, transactionIndex })),
        [0, 1, 2].map((transactionIndex) => ({ blockNumber: pump.blockNumber, transactionIndex })),
      );
      assert.equal(pump.status, "success");
      assert.equal(sell.status, "success");
      const after = await publicClient.getBalance({ address: bundler.account.address });
      const reverted = convert.status === "reverted";
      return {
        reverted,
        revertedWith: reverted ? await revertReason(convert.transactionHash) : undefined,
        tradingProfit: after + gasCost(pump) + gasCost(sell) - before,
        cakeBurnt: cakeBurntIn(convert),
      };
    });

  const describeOutcome = (variant: string, stake: bigint, outcome: AttackOutcome) =>
    `${variant}, ${formatEther(stake)} WBNB: ` +
    (outcome.reverted
      ? `convert reverted (${outcome.revertedWith})`
      : `burnt ${formatEther(outcome.cakeBurnt)} CAKE`) +
    `, attacker ${formatEther(outcome.tradingProfit)} WBNB before gas`;

  for (const [variant, attack] of [
    ["EIP-7702 account", sandwichWith7702],
    ["bundle", sandwichInBundle],
  ] as const) {
    it(`a ${variant} cannot sandwich the buyback for a profit, whatever its stake`, async () => {
      const outcomes = [];
      for (const stake of STAKES) {
        const outcome = await attack(stake);
        console.log(describeOutcome(variant, stake, outcome));
        outcomes.push(outcome);
      }
      for (const outcome of outcomes) {
        assert.ok(
          outcome.tradingProfit <= 0n,
          `the attacker made ${formatEther(outcome.tradingProfit)} WBNB`,
        );
        if (outcome.reverted) assert.equal(outcome.revertedWith, "PriceDeviatesFromTwap");
        else assert.ok(outcome.cakeBurnt * 100n >= honestCakeBurnt * 98n, "the buyback lost at most 2%");
      }
      // Large pumps leave the price band; small ones stay within it and still lose.
      assert.ok(outcomes.some((outcome) => outcome.reverted));
      assert.ok(outcomes.some((outcome) => !outcome.reverted));
    });
  }
});

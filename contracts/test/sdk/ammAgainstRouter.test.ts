import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import {
  CurrencyAmount,
  InsufficientInputAmountError,
  InsufficientReservesError,
  Pair,
  Token,
  type PairDeployment,
} from "@griddle/sdk";
import { createRandom, type Random } from "@griddle/sdk/testing/createRandom";
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeDeployData,
  encodeFunctionData,
  maxUint256,
  type Address,
} from "viem";
import { createTransactionSender } from "../../deploy/core/createTransactionSender.ts";
import {
  BEP20TokenArtifact,
  GriddleFactoryArtifact,
  GriddlePairArtifact,
  GriddleRouterArtifact,
  MulticallArtifact,
  WBNBArtifact,
} from "../../generated/artifacts.ts";

// The SDK's amounts, pair addresses and liquidity math against the deployed contracts: random pairs of
// 6-, 8-, 9- and 18-decimal tokens with random reserves, and thousands of random quotes through the router,
// read in a few multicalls.
const TOKEN_DECIMALS = [6, 8, 9, 18, 18, 6, 8, 9, 18, 18] as const;
const PAIR_COUNT = 22;
const CASES = 3000;
const DEADLINE = 2n ** 40n;
// About 250 quotes per eth_call: one batch stays far below the call gas limit.
const MULTICALL_BATCH_BYTES = 60_000;

/** The custom error a failed call reverted with, as viem decoded it from the ABI. */
function revertName(error: unknown): string | undefined {
  const reverted =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null;
  return reverted instanceof ContractFunctionRevertedError ? reverted.data?.errorName : undefined;
}

/** Each hop's amount of an exact-input trade along `route` as the SDK computes it, or "no output". */
function sdkAmountsOut(route: readonly Pair[], amountIn: CurrencyAmount<Token>): bigint[] | "no output" {
  const amounts = [amountIn.quotient];
  let amount = amountIn;
  try {
    for (const pair of route) {
      [amount] = pair.getOutputAmount(amount);
      amounts.push(amount.quotient);
    }
  } catch (error) {
    if (error instanceof InsufficientInputAmountError) return "no output";
    throw error;
  }
  return amounts;
}

/** Each hop's amount of an exact-output trade along `route` as the SDK computes it, or "not enough". */
function sdkAmountsIn(route: readonly Pair[], amountOut: CurrencyAmount<Token>): bigint[] | "not enough" {
  const amounts = [amountOut.quotient];
  let amount = amountOut;
  try {
    for (const pair of route.toReversed()) {
      [amount] = pair.getInputAmount(amount);
      amounts.unshift(amount.quotient);
    }
  } catch (error) {
    if (error instanceof InsufficientReservesError) return "not enough";
    throw error;
  }
  return amounts;
}

describe("the SDK against the router on a chain", async () => {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const [wallet] = await connection.viem.getWalletClients();
  if (wallet === undefined) throw new Error("The network has no accounts");
  const user = wallet.account.address;
  const random = createRandom(97);
  const sender = await createTransactionSender(publicClient, wallet);

  const wbnb = await sender.deploy("deploy WBNB", encodeDeployData({ ...WBNBArtifact }));
  const factory = await sender.deploy(
    "deploy GriddleFactory",
    encodeDeployData({ ...GriddleFactoryArtifact, args: [user] }),
  );
  const router = await sender.deploy(
    "deploy GriddleRouter",
    encodeDeployData({ ...GriddleRouterArtifact, args: [factory, wbnb] }),
  );
  const multicall = await sender.deploy("deploy Multicall", encodeDeployData({ ...MulticallArtifact }));
  const tokens: Token[] = [];
  for (const [index, decimals] of TOKEN_DECIMALS.entries()) {
    const symbol = `T${index}`;
    const address = await sender.deploy(
      `deploy ${symbol}`,
      encodeDeployData({
        ...BEP20TokenArtifact,
        args: [`Token ${index}`, symbol, decimals, 10n ** 33n, user],
      }),
    );
    tokens.push(new Token(31337, address, decimals, symbol, `Token ${index}`));
    await sender.send({
      step: `approve ${symbol}`,
      to: address,
      data: encodeFunctionData({
        abi: BEP20TokenArtifact.abi,
        functionName: "approve",
        args: [router, maxUint256],
      }),
    });
  }

  // Random pairs of random size, from 4 to 30 digits a side (a pair holds at most 2^112, about 5·10^33).
  const deposits: { amountA: CurrencyAmount<Token>; amountB: CurrencyAmount<Token> }[] = [];
  const taken = new Set<string>();
  while (deposits.length < PAIR_COUNT) {
    const tokenA = random.pick(tokens);
    const tokenB = random.pick(tokens);
    const key = [tokenA.address, tokenB.address].sort().join();
    if (tokenA.equals(tokenB) || taken.has(key)) continue;
    taken.add(key);
    const amountA = CurrencyAmount.fromRawAmount(tokenA, random.logUniform(4, 30));
    const amountB = CurrencyAmount.fromRawAmount(tokenB, random.logUniform(4, 30));
    deposits.push({ amountA, amountB });
    await sender.send({
      step: `add ${tokenA.symbol}-${tokenB.symbol} liquidity`,
      to: router,
      data: encodeFunctionData({
        abi: GriddleRouterArtifact.abi,
        functionName: "addLiquidity",
        args: [tokenA.address, tokenB.address, amountA.quotient, amountB.quotient, 0n, 0n, user, DEADLINE],
      }),
    });
  }
  await sender.confirm();

  const deployment: PairDeployment = {
    factory,
    initCodeHash: await publicClient.readContract({
      address: factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "INIT_CODE_PAIR_HASH",
    }),
  };
  const addresses = deposits.map(({ amountA, amountB }) =>
    Pair.getAddress(amountA.currency, amountB.currency, deployment),
  );
  const readPairs = async (): Promise<Pair[]> => {
    const reserves = await publicClient.multicall({
      multicallAddress: multicall,
      allowFailure: false,
      contracts: addresses.map((address) => ({
        address,
        abi: GriddlePairArtifact.abi,
        functionName: "getReserves",
      })),
    });
    return deposits.map(({ amountA, amountB }, index) => {
      const [reserve0, reserve1] = reserves[index] as readonly [bigint, bigint, number];
      const [token0, token1] = amountA.currency.sortsBefore(amountB.currency)
        ? [amountA.currency, amountB.currency]
        : [amountB.currency, amountA.currency];
      return new Pair(
        CurrencyAmount.fromRawAmount(token0, reserve0),
        CurrencyAmount.fromRawAmount(token1, reserve1),
        addresses[index] as Address,
      );
    });
  };
  const pairs = await readPairs();

  /** A random path of 1 to 3 pairs that uses each pair once, as a router path of token addresses. */
  const randomPath = (from: Random): { route: Pair[]; path: Address[] } => {
    let token = from.pick(tokens);
    const path = [token.address];
    const used: Pair[] = [];
    const hops = 1 + from.int(3);
    while (used.length < hops) {
      const current = token;
      const next = pairs.filter((pair) => pair.involvesToken(current) && !used.includes(pair));
      if (next.length === 0) break;
      const pair = from.pick(next);
      used.push(pair);
      token = pair.token0.equals(current) ? pair.token1 : pair.token0;
      path.push(token.address);
    }
    return used.length > 0 ? { route: used, path } : randomPath(from);
  };

  it("derives every pair's address from the factory and its init code hash", async () => {
    const created = await publicClient.multicall({
      multicallAddress: multicall,
      allowFailure: false,
      contracts: deposits.map(({ amountA, amountB }) => ({
        address: factory,
        abi: GriddleFactoryArtifact.abi,
        functionName: "getPair",
        args: [amountA.currency.address, amountB.currency.address],
      })),
    });
    assert.deepEqual(created, addresses);
  });

  it("mints the first deposit's liquidity as the pair does", async () => {
    const balances = await publicClient.multicall({
      multicallAddress: multicall,
      allowFailure: false,
      contracts: addresses.map((address) => ({
        address,
        abi: GriddlePairArtifact.abi,
        functionName: "balanceOf",
        args: [user],
      })),
    });
    const minted = deposits.map(({ amountA, amountB }, index) => {
      const pair = pairs[index] as Pair;
      return pair.getLiquidityMinted(CurrencyAmount.fromRawAmount(pair.liquidityToken, 0n), amountA, amountB)
        .quotient;
    });
    assert.deepEqual(minted, balances);
  });

  it(`quotes ${CASES} exact inputs over 1 to 3 pairs as the router's getAmountsOut`, async () => {
    const cases = Array.from({ length: CASES }, () => {
      const { route, path } = randomPath(random);
      const tokenIn = tokens.find((token) => token.address === path[0]) as Token;
      return { route, path, amountIn: CurrencyAmount.fromRawAmount(tokenIn, random.logUniform(1, 31)) };
    });
    const results = await publicClient.multicall({
      multicallAddress: multicall,
      batchSize: MULTICALL_BATCH_BYTES,
      contracts: cases.map(({ path, amountIn }) => ({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "getAmountsOut" as const,
        args: [amountIn.quotient, path],
      })),
    });
    const tally = { paid: 0, zeroOutput: 0, reverted: 0 };
    cases.forEach(({ route, amountIn }, index) => {
      const result = results[index];
      const sdk = sdkAmountsOut(route, amountIn);
      const amounts = result?.status === "success" ? result.result : undefined;
      if (amounts !== undefined && amounts.at(-1) !== 0n) {
        assert.deepEqual(sdk, amounts, `case ${index}`);
        tally.paid++;
      } else if (amounts !== undefined) {
        // The router returns a zero last output where the SDK refuses the trade.
        assert.equal(sdk, "no output", `case ${index}`);
        tally.zeroOutput++;
      } else {
        // A zero output before the last hop makes the next hop revert.
        assert.equal(revertName(result?.error), "ZeroAmount", `case ${index}`);
        assert.equal(sdk, "no output", `case ${index}`);
        tally.reverted++;
      }
    });
    assert.ok(
      tally.paid > CASES / 2 && tally.zeroOutput > 100 && tally.reverted > 100,
      JSON.stringify(tally),
    );
  });

  it(`quotes ${CASES} exact outputs over 1 to 3 pairs as the router's getAmountsIn`, async () => {
    const cases = Array.from({ length: CASES }, () => {
      const { route, path } = randomPath(random);
      const tokenOut = tokens.find((token) => token.address === path.at(-1)) as Token;
      return { route, path, amountOut: CurrencyAmount.fromRawAmount(tokenOut, random.logUniform(1, 31)) };
    });
    const results = await publicClient.multicall({
      multicallAddress: multicall,
      batchSize: MULTICALL_BATCH_BYTES,
      contracts: cases.map(({ path, amountOut }) => ({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "getAmountsIn" as const,
        args: [amountOut.quotient, path],
      })),
    });
    const tally = { paid: 0, reverted: 0 };
    cases.forEach(({ route, amountOut }, index) => {
      const result = results[index];
      const sdk = sdkAmountsIn(route, amountOut);
      if (result?.status === "success") {
        assert.deepEqual(sdk, result.result, `case ${index}`);
        tally.paid++;
      } else {
        assert.equal(revertName(result?.error), "ExceedsReserve", `case ${index}`);
        assert.equal(sdk, "not enough", `case ${index}`);
        tally.reverted++;
      }
    });
    assert.ok(tally.paid > CASES / 3 && tally.reverted > CASES / 4, JSON.stringify(tally));
  });

  it("values liquidity with the protocol fee on as removeLiquidity pays it out", async () => {
    const feeTo = (await connection.viem.getWalletClients())[1]?.account.address;
    assert.ok(feeTo);
    await sender.send({
      step: "turn the protocol fee on",
      to: factory,
      data: encodeFunctionData({ abi: GriddleFactoryArtifact.abi, functionName: "setFeeTo", args: [feeTo] }),
    });
    const checked = pairs.slice(0, 8);
    for (const [index, pair] of checked.entries()) {
      const [token0, token1] = [pair.token0, pair.token1];
      // A deposit with the fee on records kLast; swaps both ways then grow k with their fees.
      await sender.send({
        step: `deposit into pair ${index}`,
        to: router,
        data: encodeFunctionData({
          abi: GriddleRouterArtifact.abi,
          functionName: "addLiquidity",
          args: [
            token0.address,
            token1.address,
            pair.reserve0.quotient / 10n,
            pair.reserve1.quotient,
            0n,
            0n,
            user,
            DEADLINE,
          ],
        }),
      });
      for (let swap = 0; swap < 6; swap++) {
        const [from, to, reserve] =
          swap % 2 === 0
            ? [token0, token1, pair.reserve0.quotient]
            : [token1, token0, pair.reserve1.quotient];
        await sender.send({
          step: `swap ${swap} in pair ${index}`,
          to: router,
          data: encodeFunctionData({
            abi: GriddleRouterArtifact.abi,
            functionName: "swapExactTokensForTokens",
            args: [reserve / BigInt(2 + random.int(20)), 0n, [from.address, to.address], user, DEADLINE],
          }),
        });
      }
      await sender.send({
        step: `let the router burn pair ${index}`,
        to: pair.address,
        data: encodeFunctionData({
          abi: GriddlePairArtifact.abi,
          functionName: "approve",
          args: [router, maxUint256],
        }),
      });
    }
    await sender.confirm();

    const current = (await readPairs()).slice(0, checked.length);
    for (const pair of current) {
      const read = (functionName: "totalSupply" | "kLast") =>
        publicClient.readContract({ address: pair.address, abi: GriddlePairArtifact.abi, functionName });
      const [totalSupply, kLast, liquidity] = await Promise.all([
        read("totalSupply"),
        read("kLast"),
        publicClient.readContract({
          address: pair.address,
          abi: GriddlePairArtifact.abi,
          functionName: "balanceOf",
          args: [user],
        }),
      ]);
      const { result } = await publicClient.simulateContract({
        account: user,
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "removeLiquidity",
        args: [pair.token0.address, pair.token1.address, liquidity, 0n, 0n, user, DEADLINE],
      });
      const lp = (raw: bigint) => CurrencyAmount.fromRawAmount(pair.liquidityToken, raw);
      const valueOf = (token: Token, feeOn: boolean) =>
        pair.getLiquidityValue(token, lp(totalSupply), lp(liquidity), feeOn, kLast).quotient;
      assert.deepEqual([valueOf(pair.token0, true), valueOf(pair.token1, true)], result);
      // Without the protocol's share the holder would be promised more than the pair pays.
      assert.ok(valueOf(pair.token0, false) > result[0]);
    }
  });
});

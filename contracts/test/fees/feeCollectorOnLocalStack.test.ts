import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { isAddressEqual, maxUint256, parseEther, parseEventLogs, parseUnits, type Address } from "viem";
import {
  BEP20TokenArtifact,
  FeeCollectorArtifact,
  GriddleFactoryArtifact,
  GriddlePairArtifact,
  GriddleRouterArtifact,
  ReflectionTokenArtifact,
} from "../../generated/artifacts.ts";
import { createFeeTestStack } from "./utils/createFeeTestStack.ts";

const DEAD: Address = "0x000000000000000000000000000000000000dEaD";

describe("protocol fee on the local stack", async () => {
  const stack = await createFeeTestStack();
  const { connection, publicClient, deployer, trader, keeper, manifest, token, balanceOf, confirmed } = stack;
  const { router, wbnb, cake, factory, feeCollector } = manifest.contracts;
  /** A keeper records the prices of the pools `convert(pair)` trades through. */
  const observe = async (pair: Address) =>
    confirmed(
      await keeper.writeContract({
        address: feeCollector,
        abi: FeeCollectorArtifact.abi,
        functionName: "observe",
        args: [pair],
      }),
    );
  /** Lets a price-averaging window pass, after which the observations can serve `convert`. */
  const waitOneWindow = async () => {
    const window = await publicClient.readContract({
      address: feeCollector,
      abi: FeeCollectorArtifact.abi,
      functionName: "twapWindow",
    });
    await connection.provider.request({ method: "evm_increaseTime", params: [Number(window)] });
    await connection.provider.request({ method: "evm_mine", params: [] });
  };
  const busd = token("BUSD");

  it("burns CAKE and pays the treasury 3/8 after trades on WBNB-BUSD", async () => {
    const pair = await publicClient.readContract({
      address: factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "getPair",
      args: [wbnb, busd],
    });
    await observe(pair);
    for (let round = 0; round < 3; round++) {
      await confirmed(
        await trader.writeContract({
          address: router,
          abi: GriddleRouterArtifact.abi,
          functionName: "swapExactETHForTokens",
          args: [0n, [wbnb, busd], trader.account.address, maxUint256],
          value: parseEther("100"),
        }),
      );
    }
    await confirmed(
      await trader.writeContract({
        address: busd,
        abi: BEP20TokenArtifact.abi,
        functionName: "approve",
        args: [router, maxUint256],
      }),
    );
    await confirmed(
      await trader.writeContract({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "swapExactTokensForETH",
        args: [parseUnits("30000", 18), 0n, [busd, wbnb], trader.account.address, maxUint256],
      }),
    );
    // Uniswap V2 mints the protocol fee on the next liquidity event.
    await confirmed(
      await trader.writeContract({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "addLiquidityETH",
        args: [busd, parseUnits("600", 18), 0n, 0n, trader.account.address, maxUint256],
        value: parseEther("1"),
      }),
    );
    await waitOneWindow();
    const treasury = deployer.account.address;
    const [deadBefore, treasuryWbnbBefore, treasuryBusdBefore] = await Promise.all([
      balanceOf(cake, DEAD),
      balanceOf(wbnb, treasury),
      balanceOf(busd, treasury),
    ]);

    const receipt = await confirmed(
      await keeper.writeContract({
        address: feeCollector,
        abi: FeeCollectorArtifact.abi,
        functionName: "convert",
        args: [pair],
      }),
    );

    const [burn] = parseEventLogs({
      abi: GriddlePairArtifact.abi,
      eventName: "Burn",
      logs: receipt.logs,
    }).filter((log) => isAddressEqual(log.address, pair));
    const [converted] = parseEventLogs({
      abi: FeeCollectorArtifact.abi,
      eventName: "Converted",
      logs: receipt.logs,
    });
    assert.ok(burn && converted);
    assert.ok(isAddressEqual(converted.args.caller, keeper.account.address));
    assert.equal(converted.args.treasuryAmount0, (burn.args.amount0 * 3n) / 8n);
    assert.equal(converted.args.treasuryAmount1, (burn.args.amount1 * 3n) / 8n);
    assert.ok(converted.args.cakeBurnt > 0n);
    assert.equal((await balanceOf(cake, DEAD)) - deadBefore, converted.args.cakeBurnt);
    const wbnbIsToken0 = BigInt(wbnb) < BigInt(busd);
    const [treasuryWbnb, treasuryBusd] = wbnbIsToken0
      ? [converted.args.treasuryAmount0, converted.args.treasuryAmount1]
      : [converted.args.treasuryAmount1, converted.args.treasuryAmount0];
    assert.equal((await balanceOf(wbnb, treasury)) - treasuryWbnbBefore, treasuryWbnb);
    assert.equal((await balanceOf(busd, treasury)) - treasuryBusdBefore, treasuryBusd);
  });

  it("trades SAFEMOON at a 10% transfer fee and turns the accrued 5% into the owner's liquidity", async () => {
    const safemoon = token("SAFEMOON");
    await observe(
      await publicClient.readContract({
        address: safemoon,
        abi: ReflectionTokenArtifact.abi,
        functionName: "liquidityPair",
      }),
    );
    const traderBefore = await balanceOf(safemoon, trader.account.address);
    await confirmed(
      await trader.writeContract({
        address: router,
        abi: GriddleRouterArtifact.abi,
        functionName: "swapExactETHForTokensSupportingFeeOnTransferTokens",
        args: [0n, [wbnb, safemoon], trader.account.address, maxUint256],
        value: parseEther("1"),
      }),
    );
    const bought = (await balanceOf(safemoon, trader.account.address)) - traderBefore;
    assert.ok(bought > 0n);
    const accrued = await balanceOf(safemoon, safemoon);
    // The pair sent `bought / 0.9` and 5% of that accrued here; the trader's own share of the 5%
    // reflection makes `bought` a hair larger, far below 0.1%.
    const impliedBought = accrued * 18n;
    assert.ok(
      impliedBought <= bought && bought - impliedBought < bought / 1000n,
      `${accrued} accrued for ${bought}`,
    );

    const pair = await publicClient.readContract({
      address: safemoon,
      abi: ReflectionTokenArtifact.abi,
      functionName: "liquidityPair",
    });
    const lpBefore = await balanceOf(pair, deployer.account.address);
    await confirmed(
      await keeper.writeContract({
        address: safemoon,
        abi: ReflectionTokenArtifact.abi,
        functionName: "addAccruedLiquidity",
      }),
    );
    assert.ok((await balanceOf(pair, deployer.account.address)) > lpBefore);
  });
  it("converts the SAFEMOON pair despite the transfer fee", async () => {
    const safemoon = token("SAFEMOON");
    const pair = await publicClient.readContract({
      address: safemoon,
      abi: ReflectionTokenArtifact.abi,
      functionName: "liquidityPair",
    });
    // addAccruedLiquidity above was a liquidity event, so the protocol fee of the SAFEMOON trades is minted.
    assert.ok((await balanceOf(pair, feeCollector)) > 0n);
    await waitOneWindow();
    const treasuryWbnbBefore = await balanceOf(wbnb, deployer.account.address);
    const receipt = await confirmed(
      await keeper.writeContract({
        address: feeCollector,
        abi: FeeCollectorArtifact.abi,
        functionName: "convert",
        args: [pair],
      }),
    );
    const [converted] = parseEventLogs({
      abi: FeeCollectorArtifact.abi,
      eventName: "Converted",
      logs: receipt.logs,
    });
    assert.ok(converted && converted.args.cakeBurnt > 0n);
    assert.ok((await balanceOf(wbnb, deployer.account.address)) > treasuryWbnbBefore);
    assert.equal(await balanceOf(safemoon, feeCollector), 0n);
  });
});

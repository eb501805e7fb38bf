import {
  bEP20TokenAbi,
  getAmountOut,
  griddlePairAbi,
  griddleRouterAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import { maxUint256, parseEther, type Address } from "viem";
import { bnbPricePairOf } from "../../shared/bnbPricePairOf.ts";
import type { KeepersConfig } from "../../shared/config/readKeepersConfig.ts";
import { confirmTransaction } from "../../shared/confirmTransaction.ts";
import type { KeeperClients } from "../../shared/createKeeperClients.ts";
import { formatAmount } from "../../shared/formatAmount.ts";
import type { KeeperDefinition, KeeperLog } from "../../shared/runKeeperProcess.ts";
import { chooseMarketTrade } from "./chooseMarketTrade.ts";

/** BNB the trader never swaps away: its gas. */
const GAS_RESERVE = parseEther("1");
/** Accepts 1% less than the quote: only a trade landing in between could move the pair. */
const SLIPPAGE_BPS = 100n;
/** Seconds of chain time a swap stays valid. */
const DEADLINE_SECONDS = 300n;

/**
 * The market trader: every configured interval, one small random BNB-USD swap through the router on
 * the pair that prices BNB, leaning back toward the price at its start (chooseMarketTrade), so the
 * local price moves both ways as a real market's would and the prediction rounds have something to
 * call. Approves the router for its USD tokens once.
 */
export function createMarketTrader(
  manifest: DeploymentManifest,
  config: KeepersConfig,
  { account, publicClient, walletClient }: KeeperClients,
  log: KeeperLog,
): KeeperDefinition {
  const router = manifest.contracts.router;
  const { pair, wbnb, usd, wbnbIsToken0, wbnbDecimals, usdDecimals } = bnbPricePairOf(manifest);
  let referencePrice: number | undefined;
  let approved = false;

  const readPair = async (blockNumber?: bigint) => {
    const [reserve0, reserve1] = await publicClient.readContract({
      address: pair,
      abi: griddlePairAbi,
      functionName: "getReserves",
      blockNumber,
    });
    return wbnbIsToken0
      ? { wbnbReserve: reserve0, usdReserve: reserve1 }
      : { wbnbReserve: reserve1, usdReserve: reserve0 };
  };
  /** USD per BNB with the USD token's decimals, for the log. */
  const priceOf = ({ wbnbReserve, usdReserve }: { wbnbReserve: bigint; usdReserve: bigint }) =>
    (usdReserve * 10n ** BigInt(wbnbDecimals)) / wbnbReserve;
  const allowance = () =>
    publicClient.readContract({
      address: usd,
      abi: bEP20TokenAbi,
      functionName: "allowance",
      args: [account.address, router],
    });

  const ensureApproval = async (): Promise<void> => {
    if (approved) return;
    if ((await allowance()) < maxUint256 / 2n) {
      const hash = await walletClient.writeContract({
        address: usd,
        abi: bEP20TokenAbi,
        functionName: "approve",
        args: [router, maxUint256],
      });
      await confirmTransaction(publicClient, hash, "approve the router");
      log(`approved the router ${router} to swap its USD tokens ${usd}`);
    }
    approved = true;
  };

  const swap = async (
    trade: NonNullable<ReturnType<typeof chooseMarketTrade>>,
    reserves: { wbnbReserve: bigint; usdReserve: bigint },
    deadline: bigint,
  ) => {
    const to: Address = account.address;
    if (trade.side === "sell-bnb") {
      const quote = getAmountOut(trade.bnbIn, reserves.wbnbReserve, reserves.usdReserve);
      const hash = await walletClient.writeContract({
        address: router,
        abi: griddleRouterAbi,
        functionName: "swapExactETHForTokens",
        args: [(quote * (10_000n - SLIPPAGE_BPS)) / 10_000n, [wbnb, usd], to, deadline],
        value: trade.bnbIn,
      });
      return {
        receipt: await confirmTransaction(publicClient, hash, "swapExactETHForTokens"),
        what: `sold ${formatAmount(trade.bnbIn, wbnbDecimals)} BNB for about ${formatAmount(quote, usdDecimals)} USD`,
      };
    }
    const quote = getAmountOut(trade.usdIn, reserves.usdReserve, reserves.wbnbReserve);
    const hash = await walletClient.writeContract({
      address: router,
      abi: griddleRouterAbi,
      functionName: "swapExactTokensForETH",
      args: [trade.usdIn, (quote * (10_000n - SLIPPAGE_BPS)) / 10_000n, [usd, wbnb], to, deadline],
    });
    return {
      receipt: await confirmTransaction(publicClient, hash, "swapExactTokensForETH"),
      what: `bought about ${formatAmount(quote, wbnbDecimals)} BNB for ${formatAmount(trade.usdIn, usdDecimals)} USD`,
    };
  };

  const tick = async (): Promise<void> => {
    await ensureApproval();
    const block = await publicClient.getBlock({ blockTag: "latest" });
    const [reserves, bnbBalance, usdBalance] = await Promise.all([
      readPair(block.number),
      publicClient.getBalance({ address: account.address, blockNumber: block.number }),
      publicClient.readContract({
        address: usd,
        abi: bEP20TokenAbi,
        functionName: "balanceOf",
        args: [account.address],
        blockNumber: block.number,
      }),
    ]);
    const price = Number(reserves.usdReserve) / Number(reserves.wbnbReserve);
    if (referencePrice === undefined) {
      referencePrice = price;
      log(`leaning toward ${formatAmount(priceOf(reserves), usdDecimals)} USD per BNB, the pair's price now`);
    }
    const trade = chooseMarketTrade({
      sideRoll: Math.random(),
      sizeRoll: Math.random(),
      ...reserves,
      referencePrice,
      spendableBnb: bnbBalance > GAS_RESERVE ? bnbBalance - GAS_RESERVE : 0n,
      usdBalance,
    });
    if (trade === undefined) {
      log(`no trade: out of ${price > referencePrice ? "BNB" : "USD"} to bring the price back with`);
      return;
    }
    const { receipt, what } = await swap(trade, reserves, block.timestamp + DEADLINE_SECONDS);
    const after = await readPair(receipt.blockNumber);
    const drift = (Number(after.usdReserve) / Number(after.wbnbReserve) / referencePrice - 1) * 100;
    log(
      `${what}: BNB at ${formatAmount(priceOf(after), usdDecimals)} USD ` +
        `(${drift >= 0 ? "+" : ""}${drift.toFixed(2)}% from the start; mined in block ${receipt.blockNumber})`,
    );
  };

  return {
    description:
      `market trader ${account.address}: a small random BNB-USD swap on pair ${pair} every ` +
      `${config.marketTraderIntervalSeconds} s through router ${router} (chain ${manifest.chainId} at ${manifest.rpcUrl})`,
    intervalMs: config.marketTraderIntervalSeconds * 1_000,
    tick,
  };
}

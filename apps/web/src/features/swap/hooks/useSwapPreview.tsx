import { useMemo } from "react";
import { isAddressEqual, type Address } from "viem";
import { useConnection } from "wagmi";
import { TradeType, type Currency, type ReceiveExpectation } from "@griddle/sdk";
import {
  useAppChainConfig,
  useBlockTimestamp,
  type PreviewRequest,
  type PreviewToken,
  type TransactionPreviewProps,
} from "../../../shared/chain/index.ts";
import { useTokenPricesUsd } from "../../price/index.ts";
import { useUserSettings } from "../../settings/index.ts";
import { CurrencyLogo } from "../../tokens/index.ts";
import { routerSwapAbi } from "../abis/routerSwapAbi.ts";
import type { AnyTrade } from "../model/AnyTrade.ts";
import { buildSwapCalls } from "../model/buildSwapCalls.ts";
import { computeSlippageAdjustedAmounts } from "../model/computeSlippageAdjustedAmounts.ts";
import { swapProbeTargets } from "../model/swapProbeTargets.ts";

/**
 * What the confirm dialog's transaction preview needs for a trade: the router calls the swap button
 * will try, built exactly as useSwapCallback builds them, the two currencies with their logos and
 * prices, and the quote and minimum the page promised. Loaded with the dialog only.
 */
export function useSwapPreview(trade: AnyTrade, recipientAddress: Address | null): TransactionPreviewProps {
  const { address: account } = useConnection();
  const router = useAppChainConfig().contracts.router;
  const { slippageBps, deadlineSeconds } = useUserSettings();
  const { data: blockTimestamp } = useBlockTimestamp();
  const input = trade.inputAmount.currency;
  const output = trade.outputAmount.currency;
  const priced = useMemo(() => [input.wrapped, output.wrapped], [input, output]);
  const [inputPrice, outputPrice] = useTokenPricesUsd(priced);

  const request = useMemo((): PreviewRequest | undefined => {
    if (recipientAddress === null || typeof blockTimestamp !== "bigint") return undefined;
    const calls = buildSwapCalls(trade, {
      slippageBps,
      recipient: recipientAddress,
      deadline: blockTimestamp + BigInt(deadlineSeconds),
    }).map((call) => ({ to: router, data: call.data, value: call.value }));
    return { calls, errorsAbi: routerSwapAbi, probeTargets: swapProbeTargets(trade, router) };
  }, [trade, recipientAddress, blockTimestamp, slippageBps, deadlineSeconds, router]);

  const tokens = useMemo(() => {
    const known = new Map<string, PreviewToken>();
    const describe = (currency: Currency, usdPrice: number | null | undefined): PreviewToken => ({
      symbol: currency.symbol,
      decimals: currency.decimals,
      logo: <CurrencyLogo currency={currency} size={20} />,
      usdPrice,
    });
    if (input.isToken) known.set(input.address.toLowerCase(), describe(input, inputPrice));
    if (output.isToken) known.set(output.address.toLowerCase(), describe(output, outputPrice));
    return known;
  }, [input, output, inputPrice, outputPrice]);

  const native = useMemo((): PreviewToken => {
    const bnb = input.isNative ? input : output.isNative ? output : undefined;
    const bnbPrice = input.isNative ? inputPrice : output.isNative ? outputPrice : undefined;
    return {
      symbol: bnb?.symbol ?? "BNB",
      decimals: 18,
      logo: bnb === undefined ? undefined : <CurrencyLogo currency={bnb} size={20} />,
      usdPrice: bnbPrice,
    };
  }, [input, output, inputPrice, outputPrice]);

  // Only the account's own receipt can be compared: a swap to another recipient credits them instead.
  const receivesItself =
    account !== undefined && recipientAddress !== null && isAddressEqual(account, recipientAddress);
  const expectation = useMemo((): ReceiveExpectation | undefined => {
    if (!receivesItself) return undefined;
    const { minimumAmountOut } = computeSlippageAdjustedAmounts(trade, slippageBps);
    return {
      token: output.isNative ? "native" : output.address,
      quoted: trade.outputAmount.quotient,
      minimum:
        trade.tradeType === TradeType.EXACT_INPUT ? minimumAmountOut.quotient : trade.outputAmount.quotient,
      slippageBps,
    };
  }, [trade, output, slippageBps, receivesItself]);

  // The router, like every app contract, is named by the preview itself (contractNames).
  return { request, tokens, native, expectation };
}

import { useMemo } from "react";
import { griddleRouterAbi, type Currency, type Token } from "@griddle/sdk";
import {
  previewRequestFromCalls,
  useAppChainConfig,
  type EncodedCall,
  type PreviewToken,
  type TransactionPreviewProps,
} from "../../../shared/chain/index.ts";
import { useTokenPricesUsd } from "../../price/index.ts";
import { CurrencyLogo } from "../../tokens/index.ts";

/**
 * What a liquidity confirm dialog's preview needs: the router call Confirm sends (see
 * useAddLiquidityCall and useRemoveLiquidityCall), the pair's two currencies with their logos and
 * prices, and what the balance probe reads on a node that does not trace: both tokens, the pair's LP
 * token and their allowances for the router.
 */
export function useLiquidityPreview(
  call: EncodedCall | undefined,
  currencyA: Currency,
  currencyB: Currency,
  lpToken: Token | undefined,
): TransactionPreviewProps {
  const router = useAppChainConfig().contracts.router;
  const priced = useMemo(() => [currencyA.wrapped, currencyB.wrapped], [currencyA, currencyB]);
  const [priceA, priceB] = useTokenPricesUsd(priced);

  const request = useMemo(() => {
    if (call === undefined) return undefined;
    const tokens = [
      ...[currencyA, currencyB].filter((c) => c.isToken).map((c) => c.wrapped.address),
      ...(lpToken ? [lpToken.address] : []),
    ];
    return previewRequestFromCalls({
      calls: [call],
      revertAbi: griddleRouterAbi,
      probeTargets: { tokens, allowances: tokens.map((token) => ({ token, spender: router })) },
    });
  }, [call, currencyA, currencyB, lpToken, router]);

  const tokens = useMemo(() => {
    const known = new Map<string, PreviewToken>();
    const describe = (currency: Currency, usdPrice: number | null | undefined): PreviewToken => ({
      symbol: currency.symbol,
      decimals: currency.decimals,
      logo: <CurrencyLogo currency={currency} size={20} />,
      usdPrice,
    });
    if (currencyA.isToken) known.set(currencyA.address.toLowerCase(), describe(currencyA, priceA));
    if (currencyB.isToken) known.set(currencyB.address.toLowerCase(), describe(currencyB, priceB));
    return known;
  }, [currencyA, currencyB, priceA, priceB]);

  const native = useMemo((): PreviewToken => {
    const bnb = currencyA.isNative ? currencyA : currencyB.isNative ? currencyB : undefined;
    return {
      symbol: bnb?.symbol ?? "BNB",
      decimals: 18,
      logo: bnb === undefined ? undefined : <CurrencyLogo currency={bnb} size={20} />,
      usdPrice: currencyA.isNative ? priceA : currencyB.isNative ? priceB : undefined,
    };
  }, [currencyA, currencyB, priceA, priceB]);

  return { request, tokens, native };
}

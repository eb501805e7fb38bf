import { useMemo, type ReactNode } from "react";
import { Token } from "@griddle/sdk";
import { useAppChain, type PreviewTokenDetails, type TouchedToken } from "../../shared/chain/index.ts";
import { useTokenPricesUsd } from "../../features/price/index.ts";
import { CurrencyLogo, useNativeCurrency } from "../../features/tokens/index.ts";

const LOGO_SIZE = 20;

/**
 * The logos (the token lists', else the lettered one) and USD prices (from pair reserves, as every page
 * prices) of what a transaction preview shows: BNB and each touched token. Tokens without a priced
 * pair, LP tokens among them, show no value.
 */
export function usePreviewTokenDetails(touched: readonly TouchedToken[]): PreviewTokenDetails {
  const chainId = useAppChain().id;
  const native = useNativeCurrency();
  const tokens = useMemo(
    () =>
      touched.map(({ address, decimals, symbol }) => new Token(chainId, address, decimals, symbol, symbol)),
    [chainId, touched],
  );
  const priced = useMemo(() => [native.wrapped, ...tokens], [native, tokens]);
  const prices = useTokenPricesUsd(priced);
  return useMemo(
    () => ({
      native: {
        symbol: native.symbol,
        decimals: native.decimals,
        logo: <CurrencyLogo currency={native} size={LOGO_SIZE} />,
        usdPrice: prices[0],
      },
      tokens: new Map(
        tokens.map((token, index) => [
          token.address.toLowerCase(),
          {
            symbol: token.symbol,
            decimals: token.decimals,
            logo: <CurrencyLogo currency={token} size={LOGO_SIZE} />,
            usdPrice: prices[index + 1],
          },
        ]),
      ),
    }),
    [native, tokens, prices],
  );
}

/** The app's PreviewTokenDetailsResolver: loaded with the first preview, not with the page. */
export function PreviewTokenDetailsResolver({
  touched,
  children,
}: {
  readonly touched: readonly TouchedToken[];
  readonly children: (details: PreviewTokenDetails) => ReactNode;
}) {
  return children(usePreviewTokenDetails(touched));
}

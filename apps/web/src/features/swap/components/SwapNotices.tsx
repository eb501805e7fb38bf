import type { Currency } from "@griddle/sdk";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Notice, Text } from "../../../shared/ui/index.ts";

function findListed(currencies: readonly (Currency | undefined)[], address: string): Currency | undefined {
  return currencies.find(
    (currency) => currency?.isToken && currency.address.toLowerCase() === address.toLowerCase(),
  );
}

/**
 * The two token notices of spec 000 section 2: the 10% transfer-fee token needs a slippage of 12% or
 * more; the compromised token's holders should remove their liquidity.
 */
export function SwapNotices({ currencies }: { currencies: readonly (Currency | undefined)[] }) {
  const { t } = useTranslation();
  const { swapNotices } = useAppChainConfig();
  const feeToken = findListed(currencies, swapNotices.feeOnTransferToken);
  const compromised = findListed(currencies, swapNotices.compromisedToken);
  return (
    <>
      {feeToken && (
        <Notice variant="warning" title={t("Notice for trading %symbol%", { symbol: feeToken.symbol })}>
          <Text size="sm">
            {t(
              "%symbol% takes a 10% fee on every transfer: 5% is redistributed to all holders and 5% is added to liquidity.",
              { symbol: feeToken.symbol },
            )}
          </Text>
          <Text size="sm" bold>
            {t("To trade %symbol%, set your slippage tolerance to 12% or more in the settings.", {
              symbol: feeToken.symbol,
            })}
          </Text>
        </Notice>
      )}
      {compromised && (
        <Notice
          variant="danger"
          title={t("Warning: %symbol% has been compromised", { symbol: compromised.symbol })}
        >
          <Text size="sm">
            {t("Please remove your %symbol% liquidity until further notice.", { symbol: compromised.symbol })}
          </Text>
        </Notice>
      )}
    </>
  );
}

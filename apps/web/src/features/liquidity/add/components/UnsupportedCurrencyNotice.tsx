import type { Currency } from "@griddle/sdk";
import { useTranslation } from "../../../../shared/i18n/index.ts";
import { Notice, Text } from "../../../../shared/ui/index.ts";

/** Why the deposit is refused when a currency is on the unsupported list (spec 000 section 8). */
export function UnsupportedCurrencyNotice({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation();
  return (
    <Notice variant="warning" title={t("Unsupported Assets")}>
      <Text size="sm">
        {t(
          "Some assets are not available through this interface because they may not work well with our smart contract or we are unable to allow trading for legal reasons.",
        )}
      </Text>
      <Text size="sm" bold>
        {currencies.map((currency) => currency.symbol).join(", ")}
      </Text>
    </Notice>
  );
}

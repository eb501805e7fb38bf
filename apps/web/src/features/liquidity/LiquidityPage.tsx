import { useTranslation } from "../../shared/i18n/index.ts";
import { AreaNotAvailable } from "../../shared/ui/index.ts";

export default function LiquidityPage() {
  const { t } = useTranslation();
  return <AreaNotAvailable title={t("Liquidity")} />;
}

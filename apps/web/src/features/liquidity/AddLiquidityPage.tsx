import { useTranslation } from "../../shared/i18n/index.ts";
import { AreaNotAvailable } from "../../shared/ui/index.ts";

export default function AddLiquidityPage() {
  const { t } = useTranslation();
  return <AreaNotAvailable title={t("Add Liquidity")} />;
}

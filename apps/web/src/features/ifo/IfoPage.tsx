import { useTranslation } from "../../shared/i18n/index.ts";
import { AreaNotAvailable } from "../../shared/ui/index.ts";

export default function IfoPage() {
  const { t } = useTranslation();
  return <AreaNotAvailable title={t("Initial Farm Offering")} />;
}

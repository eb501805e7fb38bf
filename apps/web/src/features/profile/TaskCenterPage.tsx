import { useTranslation } from "../../shared/i18n/index.ts";
import { AreaNotAvailable } from "../../shared/ui/index.ts";

export default function TaskCenterPage() {
  const { t } = useTranslation();
  return <AreaNotAvailable title={t("Task Center")} />;
}

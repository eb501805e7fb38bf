import { useTranslation } from "../../shared/i18n/index.ts";
import { AreaNotAvailable } from "../../shared/ui/index.ts";

export default function CompetitionPage() {
  const { t } = useTranslation();
  return <AreaNotAvailable title={t("Trading Battle")} />;
}

import { useAppChainConfig } from "../../shared/chain/index.ts";
import { useTranslation } from "../../shared/i18n/index.ts";
import { Heading, Notice } from "../../shared/ui/index.ts";
import { PredictionGame } from "./page/PredictionGame.tsx";
import styles from "./PredictionPage.module.css";

/** /prediction: the bull/bear game of spec 001, where the chain has it. */
export default function PredictionPage() {
  const { t } = useTranslation();
  const contracts = useAppChainConfig().contracts.prediction;
  if (contracts === undefined) {
    return (
      <section className={styles.unavailable}>
        <Heading as="h1" scale="xl">
          {t("Prediction")}
        </Heading>
        <Notice>{t("The prediction game is not available on this network.")}</Notice>
      </section>
    );
  }
  return <PredictionGame contracts={contracts} />;
}

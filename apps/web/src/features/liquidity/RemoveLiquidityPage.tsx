import { SwapAreaTabs } from "../swap/index.ts";
import styles from "./liquidityPageLayout.module.css";
import { RemoveLiquidityForm } from "./remove/components/RemoveLiquidityForm.tsx";

export default function RemoveLiquidityPage() {
  return (
    <div className={styles.page}>
      <SwapAreaTabs />
      <RemoveLiquidityForm />
    </div>
  );
}

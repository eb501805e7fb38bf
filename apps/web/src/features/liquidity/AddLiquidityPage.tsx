import { SwapAreaTabs } from "../swap/index.ts";
import { AddLiquidityForm } from "./add/components/AddLiquidityForm.tsx";
import styles from "./liquidityPageLayout.module.css";

export default function AddLiquidityPage() {
  return (
    <div className={styles.page}>
      <SwapAreaTabs />
      <AddLiquidityForm />
    </div>
  );
}

import path from "node:path";
import type { KeeperName } from "./shared/config/enabledKeepers.ts";

/** Each keeper's process entry file, run with `node <file> --manifest <path>`. */
export const KEEPER_ENTRY_POINTS: Readonly<Record<KeeperName, string>> = {
  "prediction-oracle": path.join(import.meta.dirname, "prediction", "oracle", "main.ts"),
  "prediction-operator": path.join(import.meta.dirname, "prediction", "operator", "main.ts"),
  "market-trader": path.join(import.meta.dirname, "market", "trader", "main.ts"),
  "lottery-operator": path.join(import.meta.dirname, "lottery", "operator", "main.ts"),
  "competition-operator": path.join(import.meta.dirname, "competition", "operator", "main.ts"),
};

import { useContext } from "react";
import { CurrentBlockContext } from "./AppChainContext.ts";

/** The latest block number of the app's chain (undefined until known). */
export function useCurrentBlock(): number | undefined {
  return useContext(CurrentBlockContext);
}

import { createContext } from "react";

/** The notice that the local chain restarted and the app moved to the new one. */
export interface LocalChainRestartNotice {
  readonly shown: boolean;
  readonly dismiss: () => void;
}

/** Null on the public chains, which do not restart. */
export const LocalChainRestartContext = createContext<LocalChainRestartNotice | null>(null);

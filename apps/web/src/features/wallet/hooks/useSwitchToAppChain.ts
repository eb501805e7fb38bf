import { useCallback } from "react";
import { useSwitchChain } from "wagmi";
import { useAppChainConfig } from "../../../shared/chain/index.ts";
import { buildAddChainParameter } from "../model/buildAddChainParameter.ts";

export interface UseSwitchToAppChainReturnType {
  /** Resolves true once the wallet is on the app's chain, false if it could not get there. */
  switchToAppChain: () => Promise<boolean>;
  isSwitching: boolean;
}

/**
 * Moves the connected wallet to the app's chain. A wallet that does not know the chain (error 4902)
 * is asked to add it (EIP-3085) and then switches. Failing is quiet, as the spec asks: the error goes
 * to the console and the result is false; the wrong-network banner stays up.
 */
export function useSwitchToAppChain(): UseSwitchToAppChainReturnType {
  const appChain = useAppChainConfig();
  const { mutateAsync, isPending } = useSwitchChain();
  const switchToAppChain = useCallback(async () => {
    try {
      await mutateAsync({
        chainId: appChain.chain.id,
        addEthereumChainParameter: buildAddChainParameter(appChain),
      });
      return true;
    } catch (error) {
      console.error(`Could not switch the wallet to ${appChain.chain.name}`, error);
      return false;
    }
  }, [appChain, mutateAsync]);
  return { switchToAppChain, isSwitching: isPending };
}

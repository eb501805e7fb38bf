import { useEffect, useMemo } from "react";
import { useConnection } from "wagmi";
import { useAppChainConfig, useChainReads } from "../../../../shared/chain/index.ts";
import { useCakePriceUsd } from "../../../price/index.ts";
import { useManualPoolApr } from "../../data/useManualPoolApr.ts";
import type { Vault } from "../model/Vault.ts";
import { computeVaultApy } from "./model/computeVaultApy.ts";
import { parseVaultPublicReads } from "./model/parseVaultPublicReads.ts";
import { parseVaultUserReads } from "./model/parseVaultUserReads.ts";
import { vaultPublicCalls } from "./model/vaultPublicCalls.ts";
import { vaultUserCalls } from "./model/vaultUserCalls.ts";

/**
 * The auto-compounding CAKE vault, read in the page's batch once per block: its shares, price per
 * share, CAKE under management, bounty, fees, and, with an account, the account's position and CAKE
 * allowance and balance. The APY compounds the manual CAKE pool's APR 5000 times a day less the
 * performance fee. Undefined until the vault's reads first answer, while any of them fails, and on
 * a chain without a vault.
 */
export function useVault(): Vault | undefined {
  const { cake, cakeVault } = useAppChainConfig().contracts;
  const { address: account } = useConnection();
  const vault = cakeVault ?? null;

  const publicCalls = useMemo(() => (vault === null ? [] : vaultPublicCalls(vault)), [vault]);
  const publicReads = useChainReads(publicCalls, { enabled: vault !== null });
  const userCalls = useMemo(
    () => (vault === null || account === undefined ? [] : vaultUserCalls(vault, cake, account)),
    [vault, cake, account],
  );
  const userReads = useChainReads(userCalls, { enabled: userCalls.length > 0 });
  const poolApr = useManualPoolApr();
  const cakePrice = useCakePriceUsd();

  const state = useMemo(
    () => (publicReads.data === undefined ? undefined : parseVaultPublicReads(publicReads.data)),
    [publicReads.data],
  );
  const userData = useMemo(
    () => (userReads.data === undefined ? undefined : parseVaultUserReads(userReads.data)),
    [userReads.data],
  );

  const error = publicReads.error ?? userReads.error;
  useEffect(() => {
    if (error) console.error("Reading the CAKE vault failed", error);
  }, [error]);
  const unreadable = state === null;
  useEffect(() => {
    if (unreadable) console.error(`The CAKE vault at ${vault} answered without some of its figures`);
  }, [unreadable, vault]);

  return useMemo(() => {
    if (!state) return undefined;
    const apy = poolApr === null ? null : computeVaultApy(poolApr, state.fees.performanceFee);
    return { ...state, apy, cakePrice, userData };
  }, [state, poolApr, cakePrice, userData]);
}

import { useMemo } from "react";
import type { Address } from "viem";
import { splitByLengths, useAppChainConfig, useChainReads } from "../../../../shared/chain/index.ts";
import { useOfferingCatalogue } from "../../data/useOfferingCatalogue.ts";
import type { IfoShopperTask } from "../model/IfoShopperTask.ts";
import { ifoShopperCalls } from "../model/ifoShopperCalls.ts";
import { parseIfoShopperTask } from "../model/parseIfoShopperTask.ts";

/**
 * The account's 'IFO Shopper' claims, one per offering it committed to, newest first; undefined while
 * loading or without an account, empty on a chain without offerings or a points center.
 */
export function useIfoShopperTasks(account: Address | undefined): readonly IfoShopperTask[] | undefined {
  const catalogue = useOfferingCatalogue();
  const pointCenter = useAppChainConfig().contracts.profile?.pointCenterIfo;
  const groups = useMemo(
    () =>
      pointCenter === undefined || account === undefined
        ? []
        : catalogue.map((offering) => ifoShopperCalls(pointCenter, offering, account)),
    [account, catalogue, pointCenter],
  );
  const calls = useMemo(() => groups.flat(), [groups]);
  const reads = useChainReads(calls, { enabled: calls.length > 0 });
  return useMemo(() => {
    if (account === undefined) return undefined;
    if (calls.length === 0) return [];
    if (reads.data === undefined) return undefined;
    return splitByLengths(reads.data, groups).flatMap((slice, index) => {
      const offering = catalogue[index];
      const task = offering && parseIfoShopperTask(offering, slice);
      return task && task.committed > 0n ? [task] : [];
    });
  }, [account, calls.length, catalogue, groups, reads.data]);
}

import { useMemo } from "react";
import { LOCAL_OFFERINGS } from "@griddle/sdk";
import { useDeployment } from "../../../shared/chain/index.ts";
import type { OfferingConfig } from "../model/Offering.ts";
import { offeringCatalogue } from "./model/offeringCatalogue.ts";

/**
 * The offerings of the app's chain, newest first: the local deployment's, matched to LOCAL_OFFERINGS;
 * none on BNB Smart Chain and its testnet, which have no offerings of ours.
 */
export function useOfferingCatalogue(): readonly OfferingConfig[] {
  const deployment = useDeployment();
  return useMemo(
    () => (deployment === null ? [] : offeringCatalogue(LOCAL_OFFERINGS, deployment.ifo)),
    [deployment],
  );
}

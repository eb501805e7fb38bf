import type { IfoSection, OfferingDefinition } from "@griddle/sdk";
import type { OfferingConfig } from "../../model/Offering.ts";

/** Each deployed offering with its catalogue entry, in the deployment's order; unknown ids are left out. */
export function offeringCatalogue(
  definitions: readonly OfferingDefinition[],
  section: IfoSection["ifo"],
): OfferingConfig[] {
  return section.offerings.flatMap((deployed) => {
    const definition = definitions.find(({ id }) => id === deployed.id);
    if (definition === undefined) return [];
    return [
      {
        definition,
        address: deployed.address,
        offeringToken: deployed.offeringToken,
        lpToken: section.lpToken,
        startBlock: deployed.startBlock,
        endBlock: deployed.endBlock,
      },
    ];
  });
}

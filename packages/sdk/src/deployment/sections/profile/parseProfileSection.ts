import { readAddress, readBlockNumber, readFields } from "../../fieldReaders.ts";
import type { ProfileSection } from "./ProfileSection.ts";

export function parseProfileSection(manifest: Record<string, unknown>): ProfileSection {
  const profile = readFields(
    manifest.profile,
    "profile",
    {
      profile: readAddress,
      collection: readAddress,
      factory: readAddress,
      predictionClaim: readAddress,
      vaultClaim: readAddress,
      pointCenterIfo: readAddress,
      cakeReceiver: readAddress,
      startBlock: readBlockNumber,
    },
    { problem: "is missing" },
  );
  return { profile };
}

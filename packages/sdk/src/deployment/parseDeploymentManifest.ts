import type { DeploymentManifest } from "./DeploymentManifest.ts";
import { readRecord } from "./fieldReaders.ts";
import { parseAccessSection } from "./sections/access/parseAccessSection.ts";
import { parseAmmSection } from "./sections/amm/parseAmmSection.ts";
import { parseChainSection } from "./sections/chain/parseChainSection.ts";
import { parseFarmAuctionSection } from "./sections/farmAuction/parseFarmAuctionSection.ts";
import { parseCompetitionSection } from "./sections/competition/parseCompetitionSection.ts";
import { parseFarmsSection } from "./sections/farms/parseFarmsSection.ts";
import { parseIfoSection } from "./sections/ifo/parseIfoSection.ts";
import { parseLotterySection } from "./sections/lottery/parseLotterySection.ts";
import { parsePredictionSection } from "./sections/prediction/parsePredictionSection.ts";
import { parseProfileSection } from "./sections/profile/parseProfileSection.ts";
import { parseServicesSection } from "./sections/services/parseServicesSection.ts";
import { parseStakingSection } from "./sections/staking/parseStakingSection.ts";
import { parseTokensSection } from "./sections/tokens/parseTokensSection.ts";

/** Every section of DeploymentManifest, in the order their fields are checked. */
const SECTION_PARSERS: readonly ((manifest: Record<string, unknown>) => object)[] = [
  parseChainSection,
  parseAmmSection,
  parseTokensSection,
  parseAccessSection,
  parseStakingSection,
  parseFarmsSection,
  parsePredictionSection,
  parseLotterySection,
  parseProfileSection,
  parseServicesSection,
  parseIfoSection,
  parseFarmAuctionSection,
  parseCompetitionSection,
];

/**
 * Checks the shape of a manifest read from disk or fetched by the app, so a stale or hand-edited
 * file fails with the field that is wrong instead of an undefined address deep inside a read.
 */
export function parseDeploymentManifest(value: unknown): DeploymentManifest {
  const manifest = readRecord(value, "manifest");
  const parsed: Record<string, unknown> = {};
  for (const parseSection of SECTION_PARSERS) {
    for (const [key, field] of Object.entries(parseSection(manifest))) {
      const earlier = parsed[key];
      // Two sections may share an object (the farms sit in `staking` beside the pools): merge them.
      parsed[key] =
        typeof earlier === "object" && earlier !== null ? { ...earlier, ...(field as object) } : field;
    }
  }
  // Each section parser returns its typed part and the list above holds every section of the type.
  return parsed as unknown as DeploymentManifest;
}

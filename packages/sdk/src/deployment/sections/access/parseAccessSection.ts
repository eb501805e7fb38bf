import { readAddress, readArray } from "../../fieldReaders.ts";
import type { AccessSection } from "./AccessSection.ts";

export function parseAccessSection(manifest: Record<string, unknown>): AccessSection {
  return { blockedAddresses: readArray(manifest.blockedAddresses, "blockedAddresses", readAddress) };
}

import { InvalidDeploymentManifestError } from "@griddle/sdk";
import { getAddress, isAddress, type Address } from "viem";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The profile contract of a deployment manifest (`profile.profile`), or undefined for a deployment
 * without profiles, where the API runs all the same and refuses registrations with a 503.
 */
export function profileContractOf(manifest: unknown): Address | undefined {
  if (!isRecord(manifest) || manifest.profile === undefined) return undefined;
  const contract = isRecord(manifest.profile) ? manifest.profile.profile : undefined;
  if (typeof contract !== "string" || !isAddress(contract)) {
    throw new InvalidDeploymentManifestError("profile.profile is not an address");
  }
  return getAddress(contract);
}

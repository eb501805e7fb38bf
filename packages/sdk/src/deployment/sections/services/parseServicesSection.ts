import { readRecord, readUrl } from "../../fieldReaders.ts";
import type { ServicesSection } from "./ServicesSection.ts";

type ServiceUrlKey = keyof NonNullable<ServicesSection["services"]>;

/** Every service URL; a new service adds its key to ServicesSection and here. */
const serviceUrlKeys: readonly ServiceUrlKey[] = ["indexerGraphqlUrl", "apiUrl"];

export function parseServicesSection(manifest: Record<string, unknown>): ServicesSection {
  if (manifest.services === undefined) return {};
  const services = readRecord(manifest.services, "services");
  const urls: { [key in ServiceUrlKey]?: string } = {};
  for (const key of serviceUrlKeys) {
    // Each service is optional: the stack writes only the URLs of the services it runs.
    if (services[key] !== undefined) urls[key] = readUrl(services[key], `services.${key}`);
  }
  return { services: urls };
}

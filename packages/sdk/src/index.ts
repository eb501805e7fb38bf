export { GriddleError } from "./errors/GriddleError.ts";
export type { DeploymentManifest, DeployedToken, DeployedPair } from "./deployment/DeploymentManifest.ts";
export { parseDeploymentManifest } from "./deployment/parseDeploymentManifest.ts";
export { InvalidDeploymentManifestError } from "./deployment/InvalidDeploymentManifestError.ts";
export {
  LOCAL_DEV_MNEMONIC,
  SEEDED_DEV_ACCOUNT_COUNT,
  LOCAL_CHAIN_ID,
} from "./deployment/localDevAccounts.ts";

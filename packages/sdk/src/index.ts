export { GriddleError } from "./errors/GriddleError.ts";
export type { DeploymentManifest, DeployedToken, DeployedPair } from "./deployment/DeploymentManifest.ts";
export { parseDeploymentManifest } from "./deployment/parseDeploymentManifest.ts";
export { InvalidDeploymentManifestError } from "./deployment/InvalidDeploymentManifestError.ts";

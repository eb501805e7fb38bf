import { GriddleError } from "../errors/GriddleError.ts";

/** The deployment manifest is missing, stale or malformed. */
export class InvalidDeploymentManifestError extends GriddleError {
  override readonly name = "InvalidDeploymentManifestError";
  constructor(detail: string) {
    super(`Invalid deployment manifest: ${detail}`);
  }
}

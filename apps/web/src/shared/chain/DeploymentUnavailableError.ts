import { GriddleError } from "@griddle/sdk";

/** The local deployment manifest could not be fetched or is not a valid local deployment. */
export class DeploymentUnavailableError extends GriddleError {
  override readonly name = "DeploymentUnavailableError";
}

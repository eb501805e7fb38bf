import { GriddleError } from "@griddle/sdk";

/** The environment or the deployment manifest cannot describe a chain to index. Printed as one line. */
export class IndexerConfigError extends GriddleError {
  override readonly name = "IndexerConfigError";
}

import { GriddleError } from "@griddle/sdk";

/** The connect modal asked for a wallet the wagmi config does not have. */
export class UnknownConnectorError extends GriddleError {
  override readonly name = "UnknownConnectorError";
  readonly connectorId: string;
  constructor(connectorId: string) {
    super(`No wallet connector with id ${connectorId}`);
    this.connectorId = connectorId;
  }
}

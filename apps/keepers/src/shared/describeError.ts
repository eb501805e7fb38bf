import { BaseError, ContractFunctionRevertedError } from "viem";

/**
 * One log line for a failure: the custom error a contract reverted with and its arguments
 * (`TooLate(1234, 1230)`), else viem's short message, else the first line of the message. Viem's full
 * messages run to a dozen lines of request details, which would drown a keeper's log.
 */
export function describeError(error: unknown): string {
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError && reverted.data !== undefined) {
      const args = (reverted.data.args ?? []).map((arg) => String(arg)).join(", ");
      return `${reverted.data.errorName}(${args})`;
    }
    return error.shortMessage;
  }
  if (error instanceof Error) return error.message.split("\n")[0] ?? error.name;
  return String(error);
}

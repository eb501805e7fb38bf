import { BaseError, ContractFunctionRevertedError, decodeErrorResult, isHex, type Abi, type Hex } from "viem";
import { errorChain } from "../errorChain.ts";

function describe(error: unknown): string | undefined {
  if (error instanceof BaseError) return error.shortMessage;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/** Revert data a node attached to an RPC error: `data` as hex, or nested as `data.data`. */
function revertData(error: unknown): Hex | undefined {
  if (typeof error !== "object" || error === null || !("data" in error)) return undefined;
  const { data } = error;
  if (isHex(data) && data.length >= 10) return data;
  if (
    typeof data === "object" &&
    data !== null &&
    "data" in data &&
    isHex(data.data) &&
    data.data.length >= 10
  ) {
    return data.data;
  }
  return undefined;
}

function decodeReason(data: Hex, abi: Abi): string | undefined {
  try {
    const decoded = decodeErrorResult({ abi, data });
    // Error(string) carries a require message; a custom error is named by its name.
    const [message] = decoded.args ?? [];
    return decoded.errorName === "Error" && typeof message === "string" ? message : decoded.errorName;
  } catch {
    return undefined;
  }
}

/**
 * Why a call reverted, in the words the contract used: a `require` message, else the name of its
 * custom error (decoded with `abi` from raw revert data), else the error's own short message.
 * Undefined when nothing says anything.
 */
export function extractRevertReason(error: unknown, abi: Abi = []): string | undefined {
  const chain = errorChain(error);
  for (const cause of chain) {
    if (cause instanceof ContractFunctionRevertedError) {
      const reason = cause.reason ?? cause.data?.errorName;
      if (reason) return reason;
    }
    const data = revertData(cause);
    const decoded = data && decodeReason(data, abi);
    if (decoded) return decoded;
  }
  return describe(error);
}

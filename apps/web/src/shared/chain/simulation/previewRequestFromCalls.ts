import type { ProbeTargets } from "@griddle/sdk";
import { encodeFunctionData, isAddress, type Abi, type Address } from "viem";
import type { ContractWriteCall, EncodedCall } from "../writes/ContractWriteCall.ts";
import type { PreviewRequest } from "./PreviewRequest.ts";

export interface PreviewRequestSource {
  /** The write's candidate calls, in the order the write path tries them. */
  readonly calls: readonly ContractWriteCall[];
  /** The write's revert ABI: names a custom error in the preview's revert warning too. */
  readonly revertAbi?: Abi;
  /** What the area adds to the probe's reads (a pool's staking and reward tokens). */
  readonly probeTargets?: ProbeTargets;
  /**
   * The app's own tokens (CAKE, WBNB), always read by the probe: most of spec 001's writes move CAKE,
   * and a review that names no token would otherwise show only BNB where the node does not trace.
   */
  readonly appTokens?: readonly Address[];
}

function encodeCall(call: ContractWriteCall): EncodedCall {
  if ("to" in call) return call;
  // The call was typed against its ABI where it was built; here it is any call of any ABI.
  const data = encodeFunctionData({
    abi: call.abi,
    functionName: call.functionName,
    args: call.args,
  } as Parameters<typeof encodeFunctionData>[0]);
  return { to: call.address, data, value: call.value };
}

/** An ERC20 approve names its token as the called address and its spender as the first argument. */
function approvedAllowance(call: ContractWriteCall): ProbeTargets["allowances"][number] | undefined {
  if ("to" in call || call.functionName !== "approve") return undefined;
  const spender = (call.args as readonly unknown[])[0];
  return typeof spender === "string" && isAddress(spender) ? { token: call.address, spender } : undefined;
}

function uniqueAddresses(addresses: readonly Address[]): Address[] {
  const seen = new Set<string>();
  return addresses.filter((address) => {
    const key = address.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The preview of a write request: its calls encoded as the wallet will send them (ContractCalls with
 * their ABI), the custom errors of the revert ABI, else of the first call's own ABI, and what the
 * balance probe reads on a node that does not trace: the tokens the calls approve (with those
 * allowances), whatever the area names, and the app's own tokens. Every other contract is left out of the probe's token
 * list on purpose: balanceOf on a contract that is not a token would make the whole probe revert.
 */
export function previewRequestFromCalls({
  calls,
  revertAbi,
  probeTargets,
  appTokens = [],
}: PreviewRequestSource): PreviewRequest {
  const approvals = calls.map(approvedAllowance).filter((approval) => approval !== undefined);
  const firstAbi = calls
    .map((call) => ("abi" in call ? call.abi : undefined))
    .find((abi) => abi !== undefined);
  const allowances = [...approvals, ...(probeTargets?.allowances ?? [])].filter(
    (allowance, index, all) =>
      all.findIndex(
        (other) =>
          other.token.toLowerCase() === allowance.token.toLowerCase() &&
          other.spender.toLowerCase() === allowance.spender.toLowerCase(),
      ) === index,
  );
  return {
    calls: calls.map(encodeCall),
    errorsAbi: revertAbi ?? firstAbi,
    probeTargets: {
      tokens: uniqueAddresses([
        ...approvals.map((a) => a.token),
        ...(probeTargets?.tokens ?? []),
        ...appTokens,
      ]),
      allowances,
    },
  };
}

import {
  decodeFunctionResult,
  encodeFunctionData,
  numberToHex,
  type Abi,
  type Address,
  type BlockTag,
  type Client,
  type Hex,
} from "viem";
import { call, estimateGas } from "viem/actions";
import { balanceProbeAbi, balanceProbeRuntimeCode } from "../abis/generated/index.ts";
import type { CallTraceFrame } from "./CallTraceFrame.ts";
import type { ProbeTargets } from "./ProbeTargets.ts";
import type { SimulationResult } from "./SimulationResult.ts";
import { outcomeFromBalanceProbe } from "./outcomeFromBalanceProbe.ts";
import { outcomeFromCallTrace } from "./outcomeFromCallTrace.ts";

export interface SimulateTransactionParameters {
  readonly account: Address;
  readonly to: Address;
  readonly data: Hex;
  readonly value?: bigint;
  /** What the balance probe reads when the node does not trace. */
  readonly probeTargets: ProbeTargets;
  /** Declares the custom errors a revert may carry, to name them. */
  readonly errorsAbi?: Abi;
  /** The chain's wrapped native token (WBNB): its Deposit and Withdrawal logs are wraps. */
  readonly wrappedNative?: Address;
  /** False once the node has refused to trace, so later runs go straight to the probe. */
  readonly useTracer?: boolean;
  /**
   * The block to simulate in; "pending" by default, the block the transaction would be mined in: on
   * "latest" a farm's harvest pays one block of rewards less than it will.
   */
  readonly blockTag?: BlockTag;
}

export type SimulateTransactionReturnType = SimulationResult & {
  /** Whether the node answered the tracer (false: it does not trace, or the call to it failed). */
  readonly traced: boolean;
};

/**
 * Simulates a transaction against the chain as it is, the best way the node allows: its call tracer
 * (every log and BNB movement, transfer fees included), else the balance probe installed at the user's
 * address by a state override (before/after balances of the named tokens), else nothing, with why.
 */
export async function simulateTransaction(
  client: Client,
  parameters: SimulateTransactionParameters,
): Promise<SimulateTransactionReturnType> {
  const {
    account,
    to,
    data,
    value = 0n,
    probeTargets,
    errorsAbi,
    wrappedNative,
    useTracer = true,
    blockTag = "pending",
  } = parameters;
  if (useTracer) {
    try {
      const trace = (await client.request({
        method: "debug_traceCall" as never,
        params: [
          { from: account, to, data, value: numberToHex(value) },
          blockTag,
          { tracer: "callTracer", tracerConfig: { withLog: true } },
        ] as never,
      })) as CallTraceFrame;
      return {
        method: "trace",
        traced: true,
        outcome: outcomeFromCallTrace(trace, account, { errorsAbi, wrappedNative }),
      };
    } catch {
      // Public BSC endpoints refuse debug_ methods; the probe below is what any node can do.
    }
  }
  try {
    const probeCall = encodeFunctionData({
      abi: balanceProbeAbi,
      functionName: "probe",
      args: [
        to,
        value,
        data,
        [...probeTargets.tokens],
        probeTargets.allowances.map((a) => a.token),
        probeTargets.allowances.map((a) => a.spender),
      ],
    });
    const { data: returned } = await call(client, {
      account,
      to: account,
      data: probeCall,
      blockTag,
      stateOverride: [{ address: account, code: balanceProbeRuntimeCode }],
    });
    if (returned === undefined) throw new Error("The balance probe returned nothing");
    const [success, result, before, afterCall] = decodeFunctionResult({
      abi: balanceProbeAbi,
      functionName: "probe",
      data: returned,
    });
    const gasUsed = success ? await estimateGas(client, { account, to, data, value, blockTag }) : 0n;
    return {
      method: "balanceProbe",
      traced: false,
      outcome: outcomeFromBalanceProbe(
        { success, result, before, afterCall },
        probeTargets,
        gasUsed,
        errorsAbi,
      ),
    };
  } catch (cause) {
    return { method: "none", traced: false, cause };
  }
}

import { griddleProfileAbi } from "@griddle/sdk";
import { createPublicClient, http, type Address } from "viem";
import type { ProfileRegistry } from "./ProfileRegistry.ts";
import { ProfileRegistryUnavailableError } from "./ProfileRegistryUnavailableError.ts";

/** A registration waits on this read: better a quick 503 the user can retry than a hung request. */
const RPC_TIMEOUT_MS = 5_000;

export interface ChainProfileRegistryOptions {
  readonly rpcUrl: string;
  /** The profile contract: the deployment manifest's `profile.profile`. */
  readonly profileContract: Address;
}

/**
 * Reads the profile contract over JSON-RPC: getUserStatus, true for an active profile and false for
 * a paused one or an account that never registered. A failed read is an outage (503), never a no.
 */
export function createChainProfileRegistry(options: ChainProfileRegistryOptions): ProfileRegistry {
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
  });
  return {
    async hasActiveProfile(address) {
      try {
        return await client.readContract({
          address: options.profileContract,
          abi: griddleProfileAbi,
          functionName: "getUserStatus",
          args: [address],
        });
      } catch (error) {
        throw new ProfileRegistryUnavailableError({ cause: error });
      }
    },
  };
}

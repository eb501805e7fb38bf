import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  http,
  parseAbi,
  type Address,
} from "viem";
import type { ProfileRegistry } from "./ProfileRegistry.ts";
import { ProfileRegistryUnavailableError } from "./ProfileRegistryUnavailableError.ts";

/** The one call the API makes (spec 001 section 7: the chain profile read returns 6 values). */
const profileAbi = parseAbi([
  "function getUserProfile(address account) view returns (uint256 userId, uint256 numberPoints, uint256 teamId, address nftAddress, uint256 tokenId, bool isActive)",
]);

/** A registration waits on this read: better a quick 503 the user can retry than a hung request. */
const RPC_TIMEOUT_MS = 5_000;

export interface ChainProfileRegistryOptions {
  readonly rpcUrl: string;
  /** The profile contract: the deployment manifest's `profile.profile`. */
  readonly profileContract: Address;
}

/** Reads `getUserProfile` from the profile contract over JSON-RPC. */
export function createChainProfileRegistry(options: ChainProfileRegistryOptions): ProfileRegistry {
  const client = createPublicClient({
    transport: http(options.rpcUrl, { timeout: RPC_TIMEOUT_MS, retryCount: 0 }),
  });
  return {
    async hasActiveProfile(address) {
      try {
        const [, , , , , isActive] = await client.readContract({
          address: options.profileContract,
          abi: profileAbi,
          functionName: "getUserProfile",
          args: [address],
        });
        return isActive;
      } catch (error) {
        // The contract reverts for an account that never registered: no profile, not an outage.
        const reverted =
          error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionRevertedError);
        if (reverted) return false;
        throw new ProfileRegistryUnavailableError({ cause: error });
      }
    },
  };
}

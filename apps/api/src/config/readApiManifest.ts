import { readFile } from "node:fs/promises";
import { parseDeploymentManifest } from "@griddle/sdk";
import type { Address } from "viem";
import { profileContractOf } from "../profile/profileContractOf.ts";
import type { VotingContracts } from "../voting/power/VotingContracts.ts";
import { votingContractsOf } from "../voting/power/votingContractsOf.ts";
import { ApiConfigError } from "./ApiConfigError.ts";

/** What the API takes from the deployment. */
export interface ApiDeployment {
  readonly chainId: number;
  readonly rpcUrl: string;
  /** Undefined for a deployment without the profile contract. */
  readonly profileContract: Address | undefined;
  /** The contracts holding the CAKE that counts as voting power. */
  readonly votingContracts: VotingContracts;
}

/** Reads the deployment manifest; a missing or broken file is one line. */
export async function readApiManifest(manifestPath: string): Promise<ApiDeployment> {
  let text: string;
  try {
    text = await readFile(manifestPath, "utf8");
  } catch (cause) {
    throw new ApiConfigError(
      `No deployment manifest at ${manifestPath}: start the local stack (npm start) or pass --manifest <path>.`,
      { cause },
    );
  }
  try {
    const json: unknown = JSON.parse(text);
    const manifest = parseDeploymentManifest(json);
    return {
      chainId: manifest.chainId,
      rpcUrl: manifest.rpcUrl,
      profileContract: profileContractOf(json),
      votingContracts: votingContractsOf(manifest),
    };
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiConfigError(`The deployment manifest at ${manifestPath} is unusable: ${reason}`, { cause });
  }
}

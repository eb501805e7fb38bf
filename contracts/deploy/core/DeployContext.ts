import type { PublicClient } from "viem";
import type { TransactionSender } from "./createTransactionSender.ts";

/** What every area's deploy step gets: the chain and the accounts the deployment sends from. */
export interface DeployContext {
  readonly publicClient: PublicClient;
  /** Account 0 of LOCAL_DEV_MNEMONIC: deploys every contract and holds every supply. */
  readonly deployer: TransactionSender;
  /** Dev accounts besides the deployer that stake in the seeded pools and farms, one sender each. */
  readonly devStakers: readonly TransactionSender[];
}

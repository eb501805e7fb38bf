import { cakeTokenAbi, LOCAL_DEV_MNEMONIC, type DeploymentManifest } from "@griddle/sdk";
import { createPublicClient, createTestClient, createWalletClient, http, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";

/**
 * The test's own clients of a chain other than the suite's (a restartable stack's): enough to fund a
 * dev account with BNB and CAKE and to read it back. Made again after each restart.
 */
export function restartableStackClients(manifest: DeploymentManifest) {
  const transport = http(manifest.rpcUrl);
  const publicClient = createPublicClient({ transport });
  const testClient = createTestClient({ mode: "hardhat", transport });
  const deployer = createWalletClient({ account: mnemonicToAccount(LOCAL_DEV_MNEMONIC), transport });
  return {
    publicClient,
    testClient,
    /** Sends `account` `amount` CAKE from the deployer and waits for it to be mined. */
    async sendCake(account: Address, amount: bigint): Promise<void> {
      const hash = await deployer.writeContract({
        address: manifest.contracts.cake,
        abi: cakeTokenAbi,
        chain: null,
        functionName: "transfer",
        args: [account, amount],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== "success") throw new Error(`CAKE transfer ${hash} reverted`);
    },
  };
}

import { cakeTokenAbi, LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import {
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  type Address,
  type Hash,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getTestStack } from "./testStack.ts";

/** The deployer, who holds the seeded CAKE the tests hand out. */
const DEPLOYER_INDEX = 0;

/** A dev account's address by its index of the local mnemonic. */
export const devAddressOf = (index: number): Address =>
  mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index }).address;

/**
 * The suite's dev accounts off screen, for the steps a test does not take through the screen: a
 * wallet per account on the suite's chain, waiting for a transaction to succeed, and funding.
 */
export function devAccounts() {
  const { manifest, publicClient } = getTestStack();
  const transport = http(manifest.rpcUrl);
  const walletOf = (addressIndex: number) =>
    createWalletClient({ account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }), transport });
  const deployer = walletOf(DEPLOYER_INDEX);
  const testClient = createTestClient({ mode: "hardhat", transport });

  /** The receipt of `hash` once mined; throws when it reverted. */
  const mined = async (hash: Hash): Promise<TransactionReceipt> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
    return receipt;
  };

  return {
    walletOf,
    deployer,
    testClient,
    mined,
    /** Gives `account` gas money and `amount` CAKE from the deployer's. */
    async fund(account: Address, amount: bigint): Promise<void> {
      await testClient.setBalance({ address: account, value: parseEther("10") });
      await mined(
        await deployer.writeContract({
          address: manifest.contracts.cake,
          abi: cakeTokenAbi,
          chain: null,
          functionName: "transfer",
          args: [account, amount],
        }),
      );
    },
  };
}

import assert from "node:assert/strict";
import { network } from "hardhat";
import { SEEDED_DEV_ACCOUNT_COUNT } from "@griddle/sdk";
import type { Address, Hash } from "viem";
import { deployLocalStack } from "../../../deploy/deployAll.ts";
import { BEP20TokenArtifact } from "../../../generated/artifacts.ts";

/**
 * A fresh chain with the whole local stack deployed and seeded, as `npm start` has it, plus the small
 * helpers every fee-collector flow needs.
 */
export async function createFeeTestStack() {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const wallets = await connection.viem.getWalletClients();
  const [deployer, trader, keeper] = wallets;
  if (!deployer || !trader || !keeper) throw new Error("The network has too few accounts");
  const manifest = await deployLocalStack({
    publicClient,
    walletClient: deployer,
    stakerWalletClients: wallets.slice(1, 4),
    seedAccounts: wallets.slice(0, SEEDED_DEV_ACCOUNT_COUNT).map((wallet) => wallet.account.address),
    rpcUrl: "http://127.0.0.1:8545",
    blockedAddresses: [],
  });
  const token = (symbol: string): Address => {
    const found = manifest.tokens.find((candidate) => candidate.symbol === symbol);
    if (!found) throw new Error(`${symbol} is not deployed`);
    return found.address;
  };
  const balanceOf = (address: Address, owner: Address) =>
    publicClient.readContract({
      address,
      abi: BEP20TokenArtifact.abi,
      functionName: "balanceOf",
      args: [owner],
    });
  const confirmed = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, "success");
    return receipt;
  };
  return {
    connection,
    publicClient,
    wallets,
    deployer,
    trader,
    keeper,
    manifest,
    token,
    balanceOf,
    confirmed,
  };
}

export type FeeTestStack = Awaited<ReturnType<typeof createFeeTestStack>>;

import {
  bunnyFactoryAbi,
  buildUsernameMessage,
  cakeTokenAbi,
  cakeVaultAbi,
  griddleBunniesAbi,
  griddleProfileAbi,
  LOCAL_DEV_MNEMONIC,
} from "@griddle/sdk";
import { maxUint256, parseEther, parseEventLogs, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { devAccounts, devAddressOf } from "../../harness/devAccounts.ts";
import { getTestStack } from "../../harness/testStack.ts";

/** A dev account's address by its index of the local mnemonic. */
export const addressOf = devAddressOf;

/**
 * The profile area's contracts and API off screen: funding test accounts, the steps a test does not
 * take through the screen (a starter bought, a profile made, a name saved, a vault deposit), and the
 * reads its assertions compare with.
 */
export function profileChain() {
  const { manifest, publicClient } = getTestStack();
  const section = manifest.profile;
  const profile = { address: section.profile, abi: griddleProfileAbi } as const;
  const collection = { address: section.collection, abi: griddleBunniesAbi } as const;
  const factory = { address: section.factory, abi: bunnyFactoryAbi } as const;
  const cake = { address: manifest.contracts.cake, abi: cakeTokenAbi } as const;
  const vault = { address: manifest.staking.cakeVault, abi: cakeVaultAbi } as const;
  const apiUrl = manifest.services?.apiUrl;
  if (apiUrl === undefined) throw new Error("The suite's stack runs no API");
  const accounts = devAccounts();
  const { walletOf, mined } = accounts;
  const approveCake = async (index: number, spender: Address) =>
    mined(
      await walletOf(index).writeContract({
        ...cake,
        chain: null,
        functionName: "approve",
        args: [spender, maxUint256],
      }),
    );

  const chain = {
    apiUrl,
    section,
    cakeBalance: (account: Address, blockNumber?: bigint) =>
      publicClient.readContract({ ...cake, functionName: "balanceOf", args: [account], blockNumber }),
    userProfile: (account: Address) =>
      publicClient.readContract({ ...profile, functionName: "getUserProfile", args: [account] }),
    hasRegistered: (account: Address) =>
      publicClient.readContract({ ...profile, functionName: "hasRegistered", args: [account] }),
    teamProfile: (teamId: bigint) =>
      publicClient.readContract({ ...profile, functionName: "getTeamProfile", args: [teamId] }),
    numberTeams: () => publicClient.readContract({ ...profile, functionName: "numberTeams" }),
    costs: async () => ({
      register: await publicClient.readContract({ ...profile, functionName: "numberCakeToRegister" }),
      update: await publicClient.readContract({ ...profile, functionName: "numberCakeToUpdate" }),
      reactivate: await publicClient.readContract({ ...profile, functionName: "numberCakeToReactivate" }),
      starter: await publicClient.readContract({ ...factory, functionName: "tokenPrice" }),
    }),
    ownerOf: (tokenId: bigint) =>
      publicClient.readContract({ ...collection, functionName: "ownerOf", args: [tokenId] }),
    bunnyIdOf: (tokenId: bigint) =>
      publicClient.readContract({ ...collection, functionName: "getBunnyId", args: [tokenId] }),
    tokensOf: async (account: Address): Promise<bigint[]> => {
      const count = await publicClient.readContract({
        ...collection,
        functionName: "balanceOf",
        args: [account],
      });
      return Promise.all(
        Array.from({ length: Number(count) }, (_, index) =>
          publicClient.readContract({
            ...collection,
            functionName: "tokenOfOwnerByIndex",
            args: [account, BigInt(index)],
          }),
        ),
      );
    },
    /** The API's username for `account` ('' for none). */
    usernameOf: async (account: Address): Promise<string> => {
      const response = await fetch(`${apiUrl}/api/users/${account}`);
      return ((await response.json()) as { username: string }).username;
    },

    /** Gives `account` gas money and `amount` CAKE (100 unless told) from the deployer's. */
    fund: (account: Address, amount: bigint = parseEther("100")) => accounts.fund(account, amount),

    /** Buys starter `bunnyId` for dev account `index`; returns its token id. */
    async mintStarter(index: number, bunnyId: number): Promise<bigint> {
      await approveCake(index, section.factory);
      const receipt = await mined(
        await walletOf(index).writeContract({
          ...factory,
          chain: null,
          functionName: "mintNFT",
          args: [bunnyId],
        }),
      );
      const [transfer] = parseEventLogs({
        abi: griddleBunniesAbi,
        eventName: "Transfer",
        logs: receipt.logs,
      });
      if (!transfer) throw new Error("The starter was not minted");
      return transfer.args.tokenId;
    },

    /** Dev account `index` makes a profile in `teamId` with its token `tokenId`, off screen. */
    async createProfile(index: number, teamId: number, tokenId: bigint): Promise<void> {
      await approveCake(index, section.profile);
      const wallet = walletOf(index);
      await mined(
        await wallet.writeContract({
          ...collection,
          chain: null,
          functionName: "approve",
          args: [section.profile, tokenId],
        }),
      );
      await mined(
        await wallet.writeContract({
          ...profile,
          chain: null,
          functionName: "createProfile",
          args: [BigInt(teamId), section.collection, tokenId],
        }),
      );
    },

    /** Saves `username` for dev account `index` through the API, signed as the app signs it. */
    async registerName(index: number, username: string): Promise<Response> {
      const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index });
      const message = buildUsernameMessage({
        username,
        address: account.address,
        chainId: manifest.chainId,
        issuedAt: new Date(),
      });
      return fetch(`${apiUrl}/api/users`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          address: account.address,
          username,
          message,
          signature: await account.signMessage({ message }),
        }),
      });
    },

    /** Dev account `index` puts `amount` CAKE in the auto vault. */
    async depositInVault(index: number, amount: bigint): Promise<void> {
      await approveCake(index, vault.address);
      await mined(
        await walletOf(index).writeContract({
          ...vault,
          chain: null,
          functionName: "deposit",
          args: [amount],
        }),
      );
    },

    /** Sends dev account `from`'s token to `to`, off screen. */
    async transferToken(from: number, to: Address, tokenId: bigint): Promise<void> {
      await mined(
        await walletOf(from).writeContract({
          ...collection,
          chain: null,
          functionName: "transferFrom",
          args: [addressOf(from), to, tokenId],
        }),
      );
    },
  };
  return chain;
}

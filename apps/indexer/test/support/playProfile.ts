import {
  bunnyFactoryAbi,
  bunnySpecialPredictionAbi,
  cakeTokenAbi,
  griddleBunniesAbi,
  griddleProfileAbi,
  LOCAL_DEV_MNEMONIC,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  createPublicClient,
  createWalletClient,
  http,
  maxUint256,
  parseEventLogs,
  type TransactionReceipt,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { minedBy } from "./minedBy.ts";

/** Sets up profiles and claims as users would, each call one mined transaction. */
export function playProfile(manifest: DeploymentManifest) {
  const transport = http(manifest.rpcUrl);
  const publicClient = createPublicClient({ transport, pollingInterval: 50 });
  const { profile, collection, factory, predictionClaim } = manifest.profile;
  const walletOf = (addressIndex: number) =>
    createWalletClient({ account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }), transport });
  const mined = minedBy(publicClient);

  return {
    /** Buys starter `bunnyId` and creates a profile in `teamId` with it. */
    async createProfile(addressIndex: number, bunnyId: number, teamId: bigint): Promise<TransactionReceipt> {
      const wallet = walletOf(addressIndex);
      const cake = { address: manifest.contracts.cake, abi: cakeTokenAbi, chain: null } as const;
      await mined(wallet.writeContract({ ...cake, functionName: "approve", args: [factory, maxUint256] }));
      await mined(wallet.writeContract({ ...cake, functionName: "approve", args: [profile, maxUint256] }));
      const minted = await mined(
        wallet.writeContract({
          address: factory,
          abi: bunnyFactoryAbi,
          functionName: "mintNFT",
          args: [bunnyId],
          chain: null,
        }),
      );
      const [mint] = parseEventLogs({ abi: bunnyFactoryAbi, eventName: "BunnyMint", logs: minted.logs });
      if (mint === undefined) throw new Error("The factory minted no starter");
      await mined(
        wallet.writeContract({
          address: collection,
          abi: griddleBunniesAbi,
          functionName: "approve",
          args: [profile, mint.args.tokenId],
          chain: null,
        }),
      );
      return mined(
        wallet.writeContract({
          address: profile,
          abi: griddleProfileAbi,
          functionName: "createProfile",
          args: [teamId, collection, mint.args.tokenId],
          chain: null,
        }),
      );
    },

    /** Claims the prediction collectible, which grants its campaign's points. */
    claimPredictionCollectible(addressIndex: number): Promise<TransactionReceipt> {
      return mined(
        walletOf(addressIndex).writeContract({
          address: predictionClaim,
          abi: bunnySpecialPredictionAbi,
          functionName: "mintNFT",
          chain: null,
        }),
      );
    },
  };
}

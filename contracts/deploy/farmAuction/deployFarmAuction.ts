import {
  LOCAL_AUCTION_BIDDERS,
  LOCAL_AUCTION_WINNERS,
  LOCAL_DEV_MNEMONIC,
  LOCAL_KEEPER_ACCOUNT_INDEX,
  type FarmAuctionSection,
} from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { FarmAuctionArtifact } from "../../generated/artifacts.ts";
import { createKeeperSender } from "../core/createKeeperSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { withBatchedMining } from "../core/withBatchedMining.ts";
import { MAX_AUCTION_LENGTH_BLOCKS } from "./localFarmAuction.ts";
import { seedFarmAuctions } from "./seedFarmAuctions.ts";

/**
 * Deploys the farm auction on CAKE (owner: the deployer; operator: its own dev account, which no
 * keeper runs), whitelists LOCAL_AUCTION_BIDDERS and plays the seed: two closed auctions and a live
 * one. Mining is batched, and the seed mines past the closed auctions' ends, so this step must run
 * before the prediction history. Runs after every earlier area, so their addresses never move.
 */
export async function deployFarmAuction(context: DeployContext, cake: Address): Promise<FarmAuctionSection> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
  const operator = await createKeeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.farmAuctionOperator);
  const bidders = LOCAL_AUCTION_BIDDERS.map(({ name, accountIndex }) => ({
    name,
    address: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex }).address,
  }));

  return withBatchedMining(publicClient, async () => {
    const contract = await sender.deploy(
      "deploy FarmAuction",
      encodeDeployData({
        ...FarmAuctionArtifact,
        args: [cake, deployer, operator.deployer, MAX_AUCTION_LENGTH_BLOCKS],
      }),
    );
    await sender.confirm();
    await operator.send({
      step: "farm auction: whitelist the project wallets",
      to: contract,
      data: encodeFunctionData({
        abi: FarmAuctionArtifact.abi,
        functionName: "addWhitelist",
        args: [bidders.map(({ address }) => address)],
      }),
    });
    await operator.confirm();
    await seedFarmAuctions(context, { contract, cake, operator, winners: LOCAL_AUCTION_WINNERS });
    return {
      farmAuction: { contract, startBlock, owner: deployer, operator: operator.deployer, bidders },
    };
  });
}

import { encodeFunctionData, maxUint256, parseEther, type Address } from "viem";
import { CakeTokenArtifact, FarmAuctionArtifact } from "../../generated/artifacts.ts";
import { createKeeperSender } from "../core/createKeeperSender.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { mineBlocksPast } from "../core/mineBlocksPast.ts";
import {
  ARCHIVE_AUCTION_BLOCKS,
  BIDDER_SPARE_CAKE,
  INITIAL_BID_AMOUNT,
  LIVE_AUCTION_BLOCKS,
  SEED_CLOSED_AUCTIONS,
  SEED_LIVE_BIDS,
  type SeedBid,
} from "./localFarmAuction.ts";

export interface SeededFarmAuction {
  readonly contract: Address;
  readonly cake: Address;
  readonly operator: TransactionSender;
  /** How many bidders each auction lets win. */
  readonly winners: number;
}

const abi = FarmAuctionArtifact.abi;

/**
 * Plays SEED_CLOSED_AUCTIONS to their close (bids, close at the bid limit, the seeded reclaims and the
 * owner's collection of the winners) and opens the live auction with SEED_LIVE_BIDS. The bidders are
 * funded first with their bids' CAKE plus BIDDER_SPARE_CAKE. The caller batches the mining; blocks up
 * to a closed auction's end are mined with interval 0, so the chain's clock does not move.
 */
export async function seedFarmAuctions(context: DeployContext, auction: SeededFarmAuction): Promise<void> {
  const { publicClient, deployer } = context;
  const { contract, cake, operator, winners } = auction;
  const allBids = [...SEED_CLOSED_AUCTIONS.flatMap(({ bids }) => bids), ...SEED_LIVE_BIDS];
  const indexes = [...new Set(allBids.map(({ accountIndex }) => accountIndex))];
  const senders = new Map<number, TransactionSender>();
  for (const index of indexes) senders.set(index, await createKeeperSender(context, index));
  const senderOf = (index: number): TransactionSender => {
    const sender = senders.get(index);
    if (sender === undefined) throw new Error(`No seeded auction bidder #${index}`);
    return sender;
  };

  for (const index of indexes) {
    const total = allBids
      .filter(({ accountIndex }) => accountIndex === index)
      .reduce((sum, { cake: amount }) => sum + parseEther(String(amount)), 0n);
    await deployer.send({
      step: `farm auction seed: fund bidder #${index}`,
      to: cake,
      data: encodeFunctionData({
        abi: CakeTokenArtifact.abi,
        functionName: "transfer",
        args: [senderOf(index).deployer, total + BIDDER_SPARE_CAKE],
      }),
    });
    await senderOf(index).send({
      step: `farm auction seed: bidder #${index} approves CAKE`,
      to: cake,
      data: encodeFunctionData({
        abi: CakeTokenArtifact.abi,
        functionName: "approve",
        args: [contract, maxUint256],
      }),
    });
  }
  await Promise.all([deployer.confirm(), ...indexes.map(async (index) => senderOf(index).confirm())]);

  const start = async (length: bigint): Promise<bigint> => {
    // The start transaction lands in the next block at the earliest; bids follow from the one after.
    const startBlock = (await publicClient.getBlockNumber({ cacheTime: 0 })) + 2n;
    const endBlock = startBlock + length;
    await operator.send({
      step: "farm auction seed: start an auction",
      to: contract,
      data: encodeFunctionData({
        abi,
        functionName: "startAuction",
        args: [startBlock, endBlock, INITIAL_BID_AMOUNT, BigInt(winners)],
      }),
    });
    await operator.confirm();
    await mineBlocksPast(publicClient, startBlock - 1n);
    return endBlock;
  };
  const bid = async (bids: readonly SeedBid[]): Promise<void> => {
    for (const { accountIndex, cake: amount } of bids) {
      await senderOf(accountIndex).send({
        step: `farm auction seed: bidder #${accountIndex} bids ${amount} CAKE`,
        to: contract,
        data: encodeFunctionData({ abi, functionName: "bid", args: [parseEther(String(amount))] }),
      });
    }
    await Promise.all(indexes.map(async (index) => senderOf(index).confirm()));
  };

  for (const [offset, closed] of SEED_CLOSED_AUCTIONS.entries()) {
    const auctionId = BigInt(offset + 1);
    const endBlock = await start(ARCHIVE_AUCTION_BLOCKS);
    await bid(closed.bids);
    await mineBlocksPast(publicClient, endBlock);
    const bidLimit = parseEther(String(closed.bidLimitCake));
    await operator.send({
      step: `farm auction seed: close auction ${auctionId}`,
      to: contract,
      data: encodeFunctionData({ abi, functionName: "closeAuction", args: [bidLimit] }),
    });
    await operator.confirm();
    for (const index of closed.reclaimedBy) {
      await senderOf(index).send({
        step: `farm auction seed: bidder #${index} reclaims from auction ${auctionId}`,
        to: contract,
        data: encodeFunctionData({ abi, functionName: "claimAuction", args: [auctionId] }),
      });
    }
    const winnerAddresses = closed.bids
      .filter(({ cake: amount }) => amount >= closed.bidLimitCake)
      .map(({ accountIndex }) => senderOf(accountIndex).deployer);
    await deployer.send({
      step: `farm auction seed: collect auction ${auctionId}'s winners`,
      to: contract,
      data: encodeFunctionData({
        abi,
        functionName: "claimAuctionLeaderboard",
        args: [auctionId, winnerAddresses],
      }),
    });
    await Promise.all([
      deployer.confirm(),
      ...closed.reclaimedBy.map(async (index) => senderOf(index).confirm()),
    ]);
  }

  await start(LIVE_AUCTION_BLOCKS);
  await bid(SEED_LIVE_BIDS);
}

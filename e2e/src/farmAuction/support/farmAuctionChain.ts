import { cakeTokenAbi, farmAuctionAbi } from "@griddle/sdk";
import type { Address } from "viem";
import { devAccounts } from "../../harness/devAccounts.ts";
import { getTestStack } from "../../harness/testStack.ts";
import { until } from "../../harness/until.ts";

/**
 * The farm auction off screen: reads of the auction and of CAKE (at a block, for exact before and after
 * balances), the events a test waits for, and funding from the deployer.
 */
export function farmAuctionChain() {
  const { manifest, publicClient } = getTestStack();
  const auction = { address: manifest.farmAuction.contract, abi: farmAuctionAbi } as const;
  const cake = { address: manifest.contracts.cake, abi: cakeTokenAbi } as const;
  const fromBlock = BigInt(manifest.farmAuction.startBlock);

  return {
    fund: devAccounts().fund,
    currentAuctionId: () => publicClient.readContract({ ...auction, functionName: "currentAuctionId" }),
    auction: (auctionId: bigint) =>
      publicClient.readContract({ ...auction, functionName: "auctions", args: [auctionId] }),
    /** `account`'s [total, hasClaimed] in `auctionId`. */
    bidOf: (auctionId: bigint, account: Address, blockNumber?: bigint) =>
      publicClient.readContract({
        ...auction,
        functionName: "auctionBids",
        args: [auctionId, account],
        blockNumber,
      }),
    whitelisted: (account: Address) =>
      publicClient.readContract({ ...auction, functionName: "whitelisted", args: [account] }),
    cakeBalance: (account: Address, blockNumber?: bigint) =>
      publicClient.readContract({ ...cake, functionName: "balanceOf", args: [account], blockNumber }),
    /** The `count`-th AuctionBid of `account` (1-based), once mined. */
    async bidEvent(account: Address, count: number) {
      const events = await until(
        () =>
          publicClient.getContractEvents({
            ...auction,
            eventName: "AuctionBid",
            args: { account },
            fromBlock,
          }),
        (found) => found.length >= count,
        `bid ${count} of ${account}`,
      );
      const event = events[count - 1];
      if (event === undefined) throw new Error(`No bid ${count} of ${account}`);
      return event;
    },
    /** `account`'s reclaim from `auctionId`, once mined. */
    async reclaimEvent(auctionId: bigint, account: Address) {
      const [event] = await until(
        () =>
          publicClient.getContractEvents({
            ...auction,
            eventName: "AuctionClaim",
            args: { auctionId, account },
            fromBlock,
          }),
        (found) => found.length > 0,
        `the reclaim of ${account} from auction ${auctionId}`,
      );
      if (event === undefined) throw new Error(`No reclaim of ${account}`);
      return event;
    },
  };
}

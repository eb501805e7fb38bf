import {
  LOCAL_KEEPER_ACCOUNT_INDEX,
  LOCAL_LOTTERY_SEED_SECRET,
  cakeTokenAbi,
  griddleLotteryAbi,
  lotterySeed,
  lotterySeedCommitment,
} from "@griddle/sdk";
import { maxUint256, type Address } from "viem";
import { devAccounts } from "../../harness/devAccounts.ts";
import { getTestStack } from "../../harness/testStack.ts";

/** Sales of a fresh round: long enough for a test to buy through the screen, and all the time moved past. */
const FRESH_ROUND_SECONDS = 900n;
/** Statuses as GriddleLottery numbers them. */
const OPEN = 1;
const CLOSE = 2;
/** GriddleLottery's reveal window: the seed is revealed by the close's block + 1 + 255, or the round may be cancelled. */
const REVEAL_WINDOW_BLOCKS = 255;

/**
 * The test plays the lottery keeper's part (the suite's stack runs none), with its calls
 * (apps/keepers/src/lottery/operator): close a round once its sales end, reveal the seed derived from
 * the local secret two blocks later, open the next round on the same terms with a bond. Time is moved
 * with evm_increaseTime only as far as a round's end, so the chain's clock stays close to the wall's.
 */
export function lotteryChain() {
  const { manifest, publicClient } = getTestStack();
  const lottery = { address: manifest.lottery.contract, abi: griddleLotteryAbi } as const;
  const cake = { address: manifest.contracts.cake, abi: cakeTokenAbi } as const;
  const accounts = devAccounts();
  const { walletOf, deployer, testClient, mined } = accounts;
  const operator = walletOf(LOCAL_KEEPER_ACCOUNT_INDEX.lotteryOperator);
  const now = async () => (await publicClient.getBlock({ blockTag: "latest" })).timestamp;

  const chain = {
    currentLotteryId: () => publicClient.readContract({ ...lottery, functionName: "currentLotteryId" }),
    viewLottery: (lotteryId: bigint) =>
      publicClient.readContract({ ...lottery, functionName: "viewLottery", args: [lotteryId] }),
    cakeBalance: (account: Address, blockNumber?: bigint) =>
      publicClient.readContract({ ...cake, functionName: "balanceOf", args: [account], blockNumber }),
    bulkPrice: (discountDivisor: bigint, price: bigint, count: bigint) =>
      publicClient.readContract({
        ...lottery,
        functionName: "calculateTotalPriceForBulkTickets",
        args: [discountDivisor, price, count],
      }),
    refundOf: (lotteryId: bigint, ticketId: bigint) =>
      publicClient.readContract({
        ...lottery,
        functionName: "viewRefundForTicketId",
        args: [lotteryId, ticketId],
      }),
    /** `account`'s tickets in the round, as [ids, numbers, claimed] (newest first, the first 1,000). */
    async ticketsOf(account: Address, lotteryId: bigint) {
      const [ids, numbers, claimed] = await publicClient.readContract({
        ...lottery,
        functionName: "viewUserInfoForLotteryId",
        args: [account, lotteryId, 0n, 1_000n],
      });
      return ids.map((id, index) => ({ id, number: numbers[index] ?? 0, claimed: claimed[index] ?? false }));
    },

    /** Gives `account` `amount` CAKE from the deployer's, and gas money. */
    fund: accounts.fund,

    /** Buys `numbers` in round `lotteryId` from dev account `accountIndex`, off screen, in one purchase. */
    async buy(accountIndex: number, lotteryId: bigint, numbers: readonly number[]): Promise<void> {
      const buyer = walletOf(accountIndex);
      await mined(
        await buyer.writeContract({
          ...cake,
          chain: null,
          functionName: "approve",
          args: [lottery.address, maxUint256],
        }),
      );
      await mined(
        await buyer.writeContract({
          ...lottery,
          chain: null,
          functionName: "buyTickets",
          args: [lotteryId, [...numbers]],
        }),
      );
    },

    /** Ends round `lotteryId`'s sales, moving the clock to its end time, and closes it. */
    async close(lotteryId: bigint): Promise<void> {
      const { endTime } = await chain.viewLottery(lotteryId);
      const left = endTime - (await now());
      if (left >= 0n) await testClient.increaseTime({ seconds: Number(left) + 1 });
      await testClient.mine({ blocks: 1 });
      await mined(
        await operator.writeContract({
          ...lottery,
          chain: null,
          functionName: "closeLottery",
          args: [lotteryId],
        }),
      );
    },

    /** Ends round `lotteryId`'s sales, closes it and draws it with the keeper's seed. */
    async closeAndDraw(lotteryId: bigint): Promise<number> {
      const { status } = await chain.viewLottery(lotteryId);
      if (status === OPEN) await chain.close(lotteryId);
      if (status === OPEN || status === CLOSE) {
        // The draw mixes in the hash of the block after the close: it may come from the second block on.
        await testClient.mine({ blocks: 2 });
        await mined(
          await operator.writeContract({
            ...lottery,
            chain: null,
            functionName: "drawFinalNumberAndMakeLotteryClaimable",
            args: [lotteryId, true, lotterySeed(LOCAL_LOTTERY_SEED_SECRET, lotteryId)],
          }),
        );
      }
      return (await chain.viewLottery(lotteryId)).finalNumber;
    },

    /**
     * Closes round `lotteryId` and withholds its seed past the reveal window, mined in one
     * hardhat_mine, then cancels it (anyone may): every ticket becomes refundable.
     */
    async closeAndCancel(lotteryId: bigint): Promise<void> {
      await chain.close(lotteryId);
      await testClient.mine({ blocks: REVEAL_WINDOW_BLOCKS + 2 });
      await mined(
        await deployer.writeContract({
          ...lottery,
          chain: null,
          functionName: "cancelLottery",
          args: [lotteryId],
        }),
      );
    },

    /**
     * Makes sure a round is on sale with FRESH_ROUND_SECONDS ahead: the seeded round is drawn first when
     * it is closer to its end, then the next opens on the same terms. Returns its id.
     */
    async openFreshRound(): Promise<bigint> {
      const current = await chain.currentLotteryId();
      const round = await chain.viewLottery(current);
      if (round.status === OPEN && round.endTime > (await now()) + FRESH_ROUND_SECONDS / 2n) return current;
      await chain.closeAndDraw(current);
      const bond = round.priceTicketInCake * 10_000n;
      await chain.fund(operator.account.address, bond);
      await mined(
        await operator.writeContract({
          ...cake,
          chain: null,
          functionName: "approve",
          args: [lottery.address, maxUint256],
        }),
      );
      await mined(
        await operator.writeContract({
          ...lottery,
          chain: null,
          functionName: "startLottery",
          args: [
            (await now()) + FRESH_ROUND_SECONDS,
            round.priceTicketInCake,
            round.discountDivisor,
            round.rewardsBreakdown,
            round.treasuryFee,
            lotterySeedCommitment(lotterySeed(LOCAL_LOTTERY_SEED_SECRET, current + 1n)),
            bond,
          ],
        }),
      );
      return current + 1n;
    },
  };
  return chain;
}

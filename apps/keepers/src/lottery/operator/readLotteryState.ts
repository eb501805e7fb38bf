import { cakeTokenAbi, griddleLotteryAbi, lotterySeed, lotterySeedCommitment } from "@griddle/sdk";
import type { Address, PublicClient } from "viem";
import { LOTTERY_STATUSES, type LotteryKeeperState } from "./decideLotteryAction.ts";

/** Where the keeper reads: the lottery, its CAKE and the keeper's account. */
export interface LotteryKeeperAccounts {
  readonly lottery: Address;
  readonly cake: Address;
  readonly keeper: Address;
}

/** The state the keeper decides on, with who the lottery's operator is. */
export interface LotteryReading extends LotteryKeeperState {
  readonly operator: Address;
}

/**
 * Reads everything the keeper's decision needs at the head block, so the answers agree. Whether the
 * latest round got its injection is asked of `injectedInto` (the lottery keeps no such flag: it is in
 * its LotteryInjection events).
 */
export async function readLotteryState(
  publicClient: PublicClient,
  { lottery, cake, keeper }: LotteryKeeperAccounts,
  head: { readonly blockNumber: bigint; readonly timestamp: bigint },
  seedSecret: string,
  injectedInto: (lotteryId: bigint, blockNumber: bigint) => Promise<boolean>,
): Promise<LotteryReading> {
  const at = { address: lottery, abi: griddleLotteryAbi, blockNumber: head.blockNumber } as const;
  const [lotteryId, operator, balance, allowance] = await Promise.all([
    publicClient.readContract({ ...at, functionName: "currentLotteryId" }),
    publicClient.readContract({ ...at, functionName: "operatorAddress" }),
    publicClient.readContract({
      address: cake,
      abi: cakeTokenAbi,
      functionName: "balanceOf",
      args: [keeper],
      blockNumber: head.blockNumber,
    }),
    publicClient.readContract({
      address: cake,
      abi: cakeTokenAbi,
      functionName: "allowance",
      args: [keeper, lottery],
      blockNumber: head.blockNumber,
    }),
  ]);
  const [round, [seedCommitment, , bond, sales, closeBlock]] = await Promise.all([
    publicClient.readContract({ ...at, functionName: "viewLottery", args: [lotteryId] }),
    publicClient.readContract({ ...at, functionName: "viewRandomness", args: [lotteryId] }),
  ]);
  const status = LOTTERY_STATUSES[round.status];
  if (status === undefined) throw new Error(`Round ${lotteryId} has an unknown status ${round.status}`);
  return {
    ...head,
    lotteryId,
    status,
    endTime: round.endTime,
    closeBlock,
    terms: {
      priceTicketInCake: round.priceTicketInCake,
      discountDivisor: round.discountDivisor,
      rewardsBreakdown: round.rewardsBreakdown,
      treasuryFee: round.treasuryFee,
    },
    bond,
    sales,
    holdsSeed: lotteryId > 0n && seedCommitment === lotterySeedCommitment(lotterySeed(seedSecret, lotteryId)),
    injected: status === "open" && (await injectedInto(lotteryId, head.blockNumber)),
    balance,
    allowance,
    operator,
  };
}

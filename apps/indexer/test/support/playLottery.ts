import {
  cakeTokenAbi,
  griddleLotteryAbi,
  LOCAL_DEV_MNEMONIC,
  lotteryBulkTicketPrice,
  lotteryWinningBracket,
  type DeploymentManifest,
} from "@griddle/sdk";
import { createPublicClient, createWalletClient, http, type TransactionReceipt } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { minedBy } from "./minedBy.ts";

/** Plays the lottery as its players would (the test runs no keeper), each call one mined transaction. */
export function playLottery(manifest: DeploymentManifest) {
  const transport = http(manifest.rpcUrl);
  const publicClient = createPublicClient({ transport, pollingInterval: 50 });
  const lottery = { address: manifest.lottery.contract, abi: griddleLotteryAbi } as const;
  const walletOf = (addressIndex: number) =>
    createWalletClient({ account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex }), transport });
  const mined = minedBy(publicClient);

  return {
    currentLotteryId: () => publicClient.readContract({ ...lottery, functionName: "currentLotteryId" }),

    /** Approves exactly what `numbers` cost in round `lotteryId` and buys them. */
    async buy(
      addressIndex: number,
      lotteryId: bigint,
      numbers: readonly number[],
    ): Promise<TransactionReceipt> {
      const wallet = walletOf(addressIndex);
      const { discountDivisor, priceTicketInCake } = await publicClient.readContract({
        ...lottery,
        functionName: "viewLottery",
        args: [lotteryId],
      });
      const cost = lotteryBulkTicketPrice(discountDivisor, priceTicketInCake, BigInt(numbers.length));
      await mined(
        wallet.writeContract({
          address: manifest.contracts.cake,
          abi: cakeTokenAbi,
          functionName: "approve",
          args: [lottery.address, cost],
          chain: null,
        }),
      );
      return mined(
        wallet.writeContract({
          ...lottery,
          functionName: "buyTickets",
          args: [lotteryId, [...numbers]],
          chain: null,
        }),
      );
    },

    /** Claims every prize the account won in drawn round `lotteryId` (at most 100), in one transaction. */
    async claimPrizes(addressIndex: number, lotteryId: bigint): Promise<TransactionReceipt> {
      const wallet = walletOf(addressIndex);
      const [[ids, numbers, paid], { finalNumber }] = await Promise.all([
        publicClient.readContract({
          ...lottery,
          functionName: "viewUserInfoForLotteryId",
          args: [wallet.account.address, lotteryId, 0n, 100n],
        }),
        publicClient.readContract({ ...lottery, functionName: "viewLottery", args: [lotteryId] }),
      ]);
      const winners = ids.flatMap((ticketId, index) => {
        const bracket = lotteryWinningBracket(numbers[index] ?? 0, finalNumber);
        return bracket === undefined || paid[index] === true ? [] : [{ ticketId, bracket }];
      });
      if (winners.length === 0)
        throw new Error(`Account ${addressIndex} has no prize to claim in round ${lotteryId}`);
      return mined(
        wallet.writeContract({
          ...lottery,
          functionName: "claimTickets",
          args: [lotteryId, winners.map(({ ticketId }) => ticketId), winners.map(({ bracket }) => bracket)],
          chain: null,
        }),
      );
    },
  };
}

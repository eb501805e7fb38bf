import {
  LOCAL_KEEPER_ACCOUNT_INDEX,
  LOCAL_LOTTERY_ROUND_SECONDS,
  LOCAL_LOTTERY_SEED_SECRET,
  type LotterySection,
} from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData } from "viem";
import { CakeTokenArtifact, GriddleLotteryArtifact } from "../../generated/artifacts.ts";
import type { DeployedContracts } from "../amm/deployContracts.ts";
import { readPairReserves } from "../amm/readPairReserves.ts";
import { requireToken } from "../amm/requireToken.ts";
import { createKeeperSender } from "../core/createKeeperSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import {
  DISCOUNT_DIVISOR,
  LOCAL_MIN_LENGTH_LOTTERY_SECONDS,
  LOTTERY_BOND,
  LOTTERY_KEEPER_CAKE,
  REWARDS_BREAKDOWN,
  TICKET_PRICE_USD,
  TREASURY_FEE,
} from "./localLottery.ts";
import { seedLotteryHistory } from "./seedLotteryHistory.ts";
import { ticketPriceInCake } from "./ticketPriceInCake.ts";

/** How the lottery keeper will run the rounds: the seed leaves the open round to it on these terms. */
export interface LotterySchedule {
  /** Seconds from a round's start to the end of its sales: the open round's length. */
  readonly roundSeconds: number;
  /** The operator's secret that every round's seed derives from (lotterySeed), the keeper's too. */
  readonly seedSecret: string;
}

export const DEFAULT_LOTTERY_SCHEDULE: LotterySchedule = {
  roundSeconds: LOCAL_LOTTERY_ROUND_SECONDS,
  seedSecret: LOCAL_LOTTERY_SEED_SECRET,
};

/**
 * Deploys the lottery on CAKE (owner and treasury: the deployer; operator and injector: the lottery
 * keeper's account, funded with BNB and with CAKE for bonds and injections), with a ticket of about
 * 5 USD at the seeded CAKE price and PancakeSwap v2's other terms, and plays the seeded history,
 * leaving a round open for `schedule.roundSeconds`. Runs after every earlier area, so their addresses
 * never move.
 */
export async function deployLottery(
  context: DeployContext,
  contracts: DeployedContracts,
  schedule: LotterySchedule = DEFAULT_LOTTERY_SCHEDULE,
): Promise<LotterySection> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const startBlock = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
  const operator = await createKeeperSender(context, LOCAL_KEEPER_ACCOUNT_INDEX.lotteryOperator);
  const cake = requireToken(contracts, "CAKE");

  const lottery = await sender.deploy(
    "deploy GriddleLottery",
    encodeDeployData({
      ...GriddleLotteryArtifact,
      args: [
        cake,
        deployer,
        operator.deployer,
        deployer,
        operator.deployer,
        LOCAL_MIN_LENGTH_LOTTERY_SECONDS,
      ],
    }),
  );
  await sender.send({
    step: "give the lottery keeper CAKE for bonds and injections",
    to: cake,
    data: encodeFunctionData({
      abi: CakeTokenArtifact.abi,
      functionName: "transfer",
      args: [operator.deployer, LOTTERY_KEEPER_CAKE],
    }),
  });
  await sender.confirm();

  const [cakePair, bnbPair] = await Promise.all([
    readPairReserves(publicClient, contracts.factory, cake, contracts.wbnb),
    readPairReserves(publicClient, contracts.factory, contracts.wbnb, requireToken(contracts, "BUSD")),
  ]);
  const priceTicketInCake = ticketPriceInCake(TICKET_PRICE_USD, {
    cakeInCakePair: cakePair.reserveA,
    wbnbInCakePair: cakePair.reserveB,
    wbnbInBusdPair: bnbPair.reserveA,
    busdInBusdPair: bnbPair.reserveB,
  });
  await seedLotteryHistory(
    { publicClient, lottery, cake, operator, deployer: sender, devStakers: context.devStakers },
    {
      priceTicketInCake,
      discountDivisor: DISCOUNT_DIVISOR,
      rewardsBreakdown: REWARDS_BREAKDOWN,
      treasuryFee: TREASURY_FEE,
      bond: LOTTERY_BOND,
    },
    schedule,
  );

  return {
    lottery: {
      contract: lottery,
      startBlock,
      owner: deployer,
      operator: operator.deployer,
      treasury: deployer,
      injector: operator.deployer,
    },
  };
}

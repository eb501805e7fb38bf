import {
  LOCAL_DEV_MNEMONIC,
  LOCAL_OFFERINGS,
  type DeployedOffering,
  type IfoSection,
  type OfferingDefinition,
} from "@griddle/sdk";
import {
  encodeDeployData,
  encodeFunctionData,
  isAddressEqual,
  maxUint256,
  type Address,
  type Hex,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import {
  BEP20TokenArtifact,
  GriddlePairArtifact,
  IFOSaleV1Artifact,
  IFOSaleV2Artifact,
  PointCenterIFOArtifact,
} from "../../generated/artifacts.ts";
import { LOCAL_TOKENS } from "../amm/localTokens.ts";
import { readPairReserves } from "../amm/readPairReserves.ts";
import { tokenAmountForUsd } from "../amm/tokenAmountForUsd.ts";
import { createDevAccountSender } from "../core/createDevAccountSender.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { mineBlocksPast } from "../core/mineBlocksPast.ts";
import { withBatchedMining } from "../core/withBatchedMining.ts";
import { lpAmountForUsd } from "./lpAmountForUsd.ts";
import {
  ACTIVE_SALE_BLOCKS,
  BASIC_LIMIT_USD,
  OFFERING_SEEDS,
  PAST_SALE_BLOCKS,
  PAST_SALE_LEAD_BLOCKS,
  POINTS_THRESHOLD_USD,
  type OfferingSeed,
  type SeedCommitment,
} from "./localIfo.ts";

/** What the offerings build on. */
export interface IfoDependencies {
  readonly factory: Address;
  readonly cake: Address;
  readonly wbnb: Address;
  /** GriddleProfile: offerings check active profiles on it. */
  readonly profile: Address;
  /** PointCenterIFO, owned by the deployer: each offering's points campaign is registered there. */
  readonly pointCenterIfo: Address;
}

interface PlannedOffering {
  readonly definition: OfferingDefinition;
  readonly seed: OfferingSeed;
  readonly startBlock: bigint;
  readonly endBlock: bigint;
}

function usdPriceOf(symbol: "CAKE" | "WBNB"): string {
  const token = LOCAL_TOKENS.find((candidate) => candidate.symbol === symbol);
  if (token === undefined) throw new Error(`${symbol} is not in the local token list`);
  return token.usdPrice;
}

function seedOf(definition: OfferingDefinition): OfferingSeed {
  const seed = OFFERING_SEEDS.find(({ id }) => id === definition.id);
  if (seed === undefined) throw new Error(`No seed for offering ${definition.id}`);
  return seed;
}

/**
 * Deploys LOCAL_OFFERINGS on the CAKE-BNB LP (the first farm's), each with its own offering token
 * held by the sale, and registers each on PointCenterIFO with a threshold of about $5 of LP at the
 * pair's price. Amounts in dollars (OFFERING_SEEDS) become LP at the list's prices. The past
 * offerings open one block after another, take the dev accounts' commitments, close, and are
 * harvested as their seed says; then the active one opens for ACTIVE_SALE_BLOCKS and takes its
 * seeded commitments. The past windows are crossed with empty blocks that share a timestamp, so the
 * chain's clock does not move; the step adds about PAST_SALE_BLOCKS + 30 blocks. Dev accounts 1 to
 * 3 (active profiles) get the LP they commit from the deployer's and return the refunds.
 */
export async function deployIfo(context: DeployContext, dependencies: IfoDependencies): Promise<IfoSection> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const { factory, cake, wbnb, profile, pointCenterIfo } = dependencies;

  const { pair: lpToken, reserveA, reserveB } = await readPairReserves(publicClient, factory, cake, wbnb);
  const totalSupply = await publicClient.readContract({
    address: lpToken,
    abi: GriddlePairArtifact.abi,
    functionName: "totalSupply",
  });
  const lpFor = (usd: bigint) =>
    lpAmountForUsd(usd, {
      reserveA,
      decimalsA: 18,
      usdPriceA: usdPriceOf("CAKE"),
      reserveB,
      decimalsB: 18,
      usdPriceB: usdPriceOf("WBNB"),
      totalSupply,
    });
  const accountSenders = new Map<number, TransactionSender>();
  for (const index of [1, 2, 3]) {
    const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index });
    // A staker's sender counts its nonces already: a second sender for its account would collide.
    const staker = context.devStakers.find((candidate) => isAddressEqual(candidate.deployer, address));
    accountSenders.set(index, staker ?? (await createDevAccountSender(publicClient, index)));
  }
  const senderOf = (commitment: SeedCommitment): TransactionSender => {
    const accountSender = accountSenders.get(commitment.accountIndex);
    if (accountSender === undefined) throw new Error(`No sender for dev account ${commitment.accountIndex}`);
    return accountSender;
  };

  const head = await publicClient.getBlockNumber({ cacheTime: 0 });
  const firstPastStart = head + BigInt(PAST_SALE_LEAD_BLOCKS);
  const pastCount = BigInt(LOCAL_OFFERINGS.filter(({ isActive }) => !isActive).length);
  const lastPastEnd = firstPastStart + pastCount - 1n + BigInt(PAST_SALE_BLOCKS);
  let pastRank = pastCount;
  // Newest first, as the catalogue: the oldest past offering opens first.
  const planned: PlannedOffering[] = LOCAL_OFFERINGS.map((definition) => {
    const seed = seedOf(definition);
    if (definition.isActive) {
      const startBlock = lastPastEnd + 1n;
      return { definition, seed, startBlock, endBlock: startBlock + BigInt(ACTIVE_SALE_BLOCKS) };
    }
    pastRank -= 1n;
    const startBlock = firstPastStart + pastRank;
    return { definition, seed, startBlock, endBlock: startBlock + BigInt(PAST_SALE_BLOCKS) };
  });

  const readLp = (account: Address) =>
    publicClient.readContract({
      address: lpToken,
      abi: GriddlePairArtifact.abi,
      functionName: "balanceOf",
      args: [account],
    });
  const heldBefore = new Map<number, bigint>();
  for (const [index, accountSender] of accountSenders)
    heldBefore.set(index, await readLp(accountSender.deployer));

  return withBatchedMining(publicClient, async () => {
    const call = (step: string, to: Address, data: Hex) => sender.send({ step, to, data });
    const deployed: DeployedOffering[] = [];
    for (const { definition, seed, startBlock, endBlock } of planned) {
      const pools = poolTerms(definition, seed, lpFor);
      const supply = pools.reduce((sum, pool) => sum + pool.offeringAmount, 0n);
      const offeringToken = await sender.deploy(
        `deploy ${definition.tokenSymbol}`,
        encodeDeployData({
          ...BEP20TokenArtifact,
          args: [definition.tokenName, definition.tokenSymbol, 18, supply, deployer],
        }),
      );
      const [unlimited] = pools.slice(-1);
      if (unlimited === undefined) throw new Error(`Offering ${definition.id} has no pool`);
      const address =
        definition.version === 1
          ? await sender.deploy(
              `deploy the ${definition.name} offering`,
              encodeDeployData({
                ...IFOSaleV1Artifact,
                args: [
                  lpToken,
                  offeringToken,
                  profile,
                  startBlock,
                  endBlock,
                  unlimited.offeringAmount,
                  unlimited.raisingAmount,
                  deployer,
                ],
              }),
            )
          : await sender.deploy(
              `deploy the ${definition.name} offering`,
              encodeDeployData({
                ...IFOSaleV2Artifact,
                args: [lpToken, offeringToken, profile, startBlock, endBlock, deployer],
              }),
            );
      if (definition.version === 2) {
        for (const pool of pools) {
          await call(
            `set ${definition.name}'s pool ${pool.pid}`,
            address,
            encodeFunctionData({
              abi: IFOSaleV2Artifact.abi,
              functionName: "setPool",
              args: [pool.offeringAmount, pool.raisingAmount, pool.limitPerUser, pool.hasTax, pool.pid],
            }),
          );
        }
        await call(
          `set ${definition.name}'s points campaign`,
          address,
          encodeFunctionData({
            abi: IFOSaleV2Artifact.abi,
            functionName: "updatePointParameters",
            args: [definition.campaignId, BigInt(definition.numberPoints), lpFor(POINTS_THRESHOLD_USD)],
          }),
        );
      }
      await call(
        `fund the ${definition.name} offering`,
        offeringToken,
        encodeFunctionData({
          abi: BEP20TokenArtifact.abi,
          functionName: "transfer",
          args: [address, supply],
        }),
      );
      await call(
        `register ${definition.name} on the points center`,
        pointCenterIfo,
        encodeFunctionData({
          abi: PointCenterIFOArtifact.abi,
          functionName: "addIFOAddress",
          args: [
            address,
            lpFor(POINTS_THRESHOLD_USD),
            definition.campaignId,
            BigInt(definition.numberPoints),
          ],
        }),
      );
      deployed.push({
        id: definition.id,
        address,
        version: definition.version,
        offeringToken,
        startBlock: Number(startBlock),
        endBlock: Number(endBlock),
        campaignId: Number(definition.campaignId),
      });
    }
    // Each account gets the LP it commits and lets every offering take it.
    for (const [index, accountSender] of accountSenders) {
      const commitments = OFFERING_SEEDS.flatMap(({ commitments }) => commitments);
      const owned = commitments
        .filter(({ accountIndex }) => accountIndex === index)
        .reduce((sum, { usd }) => sum + lpFor(usd), 0n);
      await call(
        `give dev account ${index} LP to commit`,
        lpToken,
        encodeFunctionData({
          abi: GriddlePairArtifact.abi,
          functionName: "transfer",
          args: [accountSender.deployer, owned],
        }),
      );
      for (const offering of deployed) {
        await accountSender.send({
          step: `let ${offering.id} take dev account ${index}'s LP`,
          to: lpToken,
          data: encodeFunctionData({
            abi: GriddlePairArtifact.abi,
            functionName: "approve",
            args: [offering.address, maxUint256],
          }),
        });
      }
    }
    await confirmAll(sender, accountSenders);

    // Every past offering is open from the latest past start until the earliest past end.
    await mineBlocksPast(publicClient, firstPastStart + pastCount - 2n);
    await sendCommitments(planned, deployed, senderOf, lpFor, "commit");
    await confirmAll(sender, accountSenders);

    await mineBlocksPast(publicClient, lastPastEnd);
    await sendCommitments(planned, deployed, senderOf, lpFor, "harvest");
    await confirmAll(sender, accountSenders);

    // The refunds go back to the deployer, who lent the LP: each account keeps the LP of its own that
    // the farm seed left it (DEV_FARM_STAKE_PERCENT staked, the rest held).
    for (const [index, accountSender] of accountSenders) {
      const held = await readLp(accountSender.deployer);
      const before = heldBefore.get(index) ?? 0n;
      if (held <= before) continue;
      await accountSender.send({
        step: `dev account ${index} returns its refunded LP`,
        to: lpToken,
        data: encodeFunctionData({
          abi: GriddlePairArtifact.abi,
          functionName: "transfer",
          args: [deployer, held - before],
        }),
      });
    }
    await confirmAll(sender, accountSenders);

    return { ifo: { lpToken, offerings: deployed, startBlock: Number(head) } };
  });
}

interface PoolTerms {
  readonly pid: 0 | 1;
  readonly offeringAmount: bigint;
  readonly raisingAmount: bigint;
  readonly limitPerUser: bigint;
  readonly hasTax: boolean;
}

/** An offering's pools: version 2's basic (limited, untaxed) and unlimited (taxed); version 1's one pool. */
function poolTerms(
  definition: OfferingDefinition,
  seed: OfferingSeed,
  lpFor: (usd: bigint) => bigint,
): PoolTerms[] {
  if (definition.version === 1 || definition.tokenOfferingPrice === null) {
    const tokens = seed.offeringTokens ?? 0n;
    return [
      {
        pid: 0,
        offeringAmount: tokens * 10n ** 18n,
        raisingAmount: lpFor(seed.unlimitedRaiseUsd),
        limitPerUser: 0n,
        hasTax: false,
      },
    ];
  }
  const price = definition.tokenOfferingPrice;
  const basicRaiseUsd = seed.basicRaiseUsd ?? 0n;
  return [
    {
      pid: 0,
      offeringAmount: tokenAmountForUsd(basicRaiseUsd, price, 18),
      raisingAmount: lpFor(basicRaiseUsd),
      limitPerUser: lpFor(BASIC_LIMIT_USD),
      hasTax: false,
    },
    {
      pid: 1,
      offeringAmount: tokenAmountForUsd(seed.unlimitedRaiseUsd, price, 18),
      raisingAmount: lpFor(seed.unlimitedRaiseUsd),
      limitPerUser: 0n,
      hasTax: true,
    },
  ];
}

/**
 * "commit": the past offerings' commitments (their windows are all open). "harvest": the past
 * offerings' harvests their seed asks for, and the active offering's commitments (it is open).
 */
async function sendCommitments(
  planned: readonly PlannedOffering[],
  deployed: readonly DeployedOffering[],
  senderOf: (commitment: SeedCommitment) => TransactionSender,
  lpFor: (usd: bigint) => bigint,
  phase: "commit" | "harvest",
): Promise<void> {
  for (const [index, { definition, seed }] of planned.entries()) {
    const offering = deployed[index];
    if (offering === undefined) throw new Error(`Offering ${definition.id} was not deployed`);
    for (const commitment of seed.commitments) {
      const commits = phase === "commit" ? !definition.isActive : definition.isActive;
      const harvests = phase === "harvest" && !definition.isActive && commitment.harvested;
      if (!commits && !harvests) continue;
      const amount = lpFor(commitment.usd);
      const what = commits ? "commits to" : "harvests";
      await senderOf(commitment).send({
        step: `dev account ${commitment.accountIndex} ${what} ${definition.name}'s pool ${commitment.pid}`,
        to: offering.address,
        data: offeringCall(definition.version, commitment.pid, commits ? amount : undefined),
      });
    }
  }
}

/** A deposit of `amount` (a harvest without one) in the version's own calls. */
function offeringCall(version: 1 | 2, pid: 0 | 1, amount: bigint | undefined): Hex {
  if (version === 1) {
    return amount === undefined
      ? encodeFunctionData({ abi: IFOSaleV1Artifact.abi, functionName: "harvest" })
      : encodeFunctionData({ abi: IFOSaleV1Artifact.abi, functionName: "deposit", args: [amount] });
  }
  return amount === undefined
    ? encodeFunctionData({ abi: IFOSaleV2Artifact.abi, functionName: "harvestPool", args: [pid] })
    : encodeFunctionData({ abi: IFOSaleV2Artifact.abi, functionName: "depositPool", args: [amount, pid] });
}

async function confirmAll(deployer: TransactionSender, accounts: ReadonlyMap<number, TransactionSender>) {
  await deployer.confirm();
  for (const accountSender of accounts.values()) await accountSender.confirm();
}

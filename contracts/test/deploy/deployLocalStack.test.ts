import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { network } from "hardhat";
import {
  LOCAL_DEV_MNEMONIC,
  LOCAL_KEEPER_ACCOUNT_INDEX,
  LOCAL_LOTTERY_ROUND_SECONDS,
  LOCAL_LOTTERY_SEED_SECRET,
  lotteryFinalNumber,
  lotterySeed,
  lotterySeedCommitment,
  lotteryWinningBracket,
  parseDeploymentManifest,
  SEEDED_DEV_ACCOUNT_COUNT,
  type DeployedPool,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  formatUnits,
  getAddress,
  isAddressEqual,
  maxUint256,
  parseEther,
  zeroAddress,
  type Address,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { LOCAL_FARM_PAIRS, LOCAL_PAIRS } from "../../deploy/amm/localPairs.ts";
import { LOCAL_TOKENS } from "../../deploy/amm/localTokens.ts";
import { SEED_WHALE_ACCOUNT_INDEX } from "../../deploy/core/createSeedWhaleSender.ts";
import {
  deployLocalStack,
  type LotterySchedule,
  type PredictionRoundLengths,
} from "../../deploy/deployAll.ts";
import { DEV_FARM_STAKE_PERCENT, LOCAL_FARMS, TRADING_HISTORY_SWAPS } from "../../deploy/farms/localFarms.ts";
import {
  LOCAL_MIN_LENGTH_LOTTERY_SECONDS,
  LOTTERY_BOND,
  LOTTERY_INJECTION,
  LOTTERY_KEEPER_CAKE,
} from "../../deploy/lottery/localLottery.ts";
import { SEED_START_SLACK_SECONDS } from "../../deploy/lottery/seedLotteryHistory.ts";
import { BURN_ADDRESS, LOCAL_BURNED_CAKE } from "../../deploy/staking/burnedCake.ts";
import { MANUAL_POOL_APR } from "../../deploy/staking/localStakingPools.ts";
import {
  BEP20TokenArtifact,
  BnbStakingArtifact,
  CakeTokenArtifact,
  CakeVaultArtifact,
  GriddleFactoryArtifact,
  GriddleLotteryArtifact,
  GriddlePairArtifact,
  GriddlePredictionArtifact,
  MasterChefArtifact,
  PriceFeedAggregatorArtifact,
  ReflectionTokenArtifact,
  SmartChefArtifact,
} from "../../generated/artifacts.ts";

/** The lottery schedule of a stack started with LOTTERY_ROUND_SECONDS=120 and its own LOTTERY_SEED_SECRET. */
const SHORT_LOTTERY: LotterySchedule = { roundSeconds: 120, seedSecret: "another lottery seed secret" };

async function deployOnFreshChain({
  prediction,
  lottery,
}: { prediction?: PredictionRoundLengths; lottery?: LotterySchedule } = {}) {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const walletClients = await connection.viem.getWalletClients();
  const [deployer] = walletClients;
  if (deployer === undefined) throw new Error("The network has no accounts");
  const stakerWalletClients = walletClients.slice(1, 4);
  const seedAccounts = walletClients
    .slice(0, SEEDED_DEV_ACCOUNT_COUNT)
    .map((client) => client.account.address);
  const blocked = walletClients[19]?.account.address ?? zeroAddress;
  const manifest = await deployLocalStack({
    publicClient,
    walletClient: deployer,
    stakerWalletClients,
    seedAccounts,
    rpcUrl: "http://127.0.0.1:8545",
    blockedAddresses: [blocked],
    prediction,
    lottery,
  });
  const stakers = [deployer, ...stakerWalletClients].map((client) => getAddress(client.account.address));
  return { connection, publicClient, manifest, seedAccounts, stakers, blocked };
}

function tokenBySymbol(manifest: DeploymentManifest, symbol: string) {
  const token = manifest.tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(token, `${symbol} is in the manifest`);
  return token;
}

describe("deployLocalStack", async () => {
  const first = await deployOnFreshChain();
  const { manifest, publicClient } = first;
  let shortRoundsDeployment: ReturnType<typeof deployOnFreshChain> | undefined;
  /** The deployment with the shorter rounds the stack may ask for: made once, for the tests that check it. */
  const deployShortRounds = () =>
    (shortRoundsDeployment ??= deployOnFreshChain({
      prediction: { intervalBlocks: 20, bufferBlocks: 5 },
      lottery: SHORT_LOTTERY,
    }));
  after(async () => {
    await (await shortRoundsDeployment)?.connection.close();
  });

  it("returns a manifest the SDK accepts, with the list's tokens in order and both notices", () => {
    assert.deepEqual(parseDeploymentManifest(JSON.parse(JSON.stringify(manifest))), manifest);
    assert.equal(manifest.chainId, 31337);
    assert.equal(manifest.rpcUrl, "http://127.0.0.1:8545");
    assert.deepEqual(
      manifest.tokens.map((token) => token.symbol),
      LOCAL_TOKENS.map((token) => token.symbol),
    );
    assert.equal(tokenBySymbol(manifest, "WBNB").address, manifest.contracts.wbnb);
    assert.equal(tokenBySymbol(manifest, "CAKE").address, manifest.contracts.cake);
    assert.equal(manifest.notices.feeOnTransferToken, tokenBySymbol(manifest, "SAFEMOON").address);
    assert.equal(manifest.notices.compromisedToken, tokenBySymbol(manifest, "BONDLY").address);
    assert.deepEqual(manifest.blockedAddresses, [first.blocked]);
  });

  it("names, symbols and decimals match the deployed tokens", async () => {
    for (const token of manifest.tokens) {
      const [name, symbol, decimals] = await Promise.all([
        publicClient.readContract({
          address: token.address,
          abi: BEP20TokenArtifact.abi,
          functionName: "name",
        }),
        publicClient.readContract({
          address: token.address,
          abi: BEP20TokenArtifact.abi,
          functionName: "symbol",
        }),
        publicClient.readContract({
          address: token.address,
          abi: BEP20TokenArtifact.abi,
          functionName: "decimals",
        }),
      ]);
      assert.deepEqual(
        { name, symbol, decimals },
        { name: token.name, symbol: token.symbol, decimals: token.decimals },
      );
    }
  });

  it("starts at the block of the first deployment", async () => {
    const code = await publicClient.getCode({
      address: manifest.contracts.wbnb,
      blockNumber: BigInt(manifest.startBlock),
    });
    assert.ok(code && code !== "0x");
    const before = await publicClient.getCode({
      address: manifest.contracts.wbnb,
      blockNumber: BigInt(manifest.startBlock - 1),
    });
    assert.equal(before, undefined);
  });

  it("sets the fee collector as the factory's feeTo and lists every pair the factory created", async () => {
    const feeTo = await publicClient.readContract({
      address: manifest.contracts.factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "feeTo",
    });
    assert.equal(feeTo, manifest.contracts.feeCollector);
    assert.equal(manifest.pairs.length, LOCAL_PAIRS.length + LOCAL_FARM_PAIRS.length);
    assert.ok(manifest.pairs.length >= 12);
  });

  it("prices every pool at the list's dollar prices within 0.1%, after the trading history too", async () => {
    for (const { tokenA, tokenB } of [...LOCAL_PAIRS, ...LOCAL_FARM_PAIRS]) {
      const a = tokenBySymbol(manifest, tokenA);
      const b = tokenBySymbol(manifest, tokenB);
      const pair = await publicClient.readContract({
        address: manifest.contracts.factory,
        abi: GriddleFactoryArtifact.abi,
        functionName: "getPair",
        args: [a.address, b.address],
      });
      assert.ok(
        manifest.pairs.some((listed) => listed.address === pair),
        `${tokenA}-${tokenB} is listed`,
      );
      const [reserve0, reserve1] = await publicClient.readContract({
        address: pair,
        abi: GriddlePairArtifact.abi,
        functionName: "getReserves",
      });
      const aIsToken0 = BigInt(a.address) < BigInt(b.address);
      const reserveA = Number(formatUnits(aIsToken0 ? reserve0 : reserve1, a.decimals));
      const reserveB = Number(formatUnits(aIsToken0 ? reserve1 : reserve0, b.decimals));
      const priceA = Number(LOCAL_TOKENS.find((token) => token.symbol === tokenA)?.usdPrice);
      const priceB = Number(LOCAL_TOKENS.find((token) => token.symbol === tokenB)?.usdPrice);
      const impliedPriceA = (reserveB * priceB) / reserveA;
      assert.ok(
        Math.abs(impliedPriceA / priceA - 1) < 0.001,
        `${tokenA} in ${tokenA}-${tokenB} is ${impliedPriceA}`,
      );
      assert.ok(reserveA * priceA >= 50_000, `${tokenA}-${tokenB} holds at least $50k a side`);
    }
  });

  it("reaches TWT only through CAKE", async () => {
    const twt = tokenBySymbol(manifest, "TWT").address;
    const involvingTwt = manifest.pairs.filter((pair) => pair.token0 === twt || pair.token1 === twt);
    assert.equal(involvingTwt.length, 1);
    const [onlyPair] = involvingTwt;
    assert.ok(onlyPair && [onlyPair.token0, onlyPair.token1].includes(manifest.contracts.cake));
  });

  it("gives every seed account every token", async () => {
    for (const account of first.seedAccounts) {
      for (const token of LOCAL_TOKENS) {
        if (token.seedAmount === 0n) continue;
        const balance = await publicClient.readContract({
          address: tokenBySymbol(manifest, token.symbol).address,
          abi: BEP20TokenArtifact.abi,
          functionName: "balanceOf",
          args: [account],
        });
        assert.ok(balance > 0n, `${account} holds ${token.symbol}`);
      }
    }
  });

  it("excludes the SAFEMOON pair from reflections", async () => {
    const safemoon = tokenBySymbol(manifest, "SAFEMOON").address;
    const pair = await publicClient.readContract({
      address: safemoon,
      abi: ReflectionTokenArtifact.abi,
      functionName: "liquidityPair",
    });
    assert.ok(manifest.pairs.some((listed) => isAddressEqual(listed.address, pair)));
    const excluded = await publicClient.readContract({
      address: safemoon,
      abi: ReflectionTokenArtifact.abi,
      functionName: "isExcludedFromReward",
      args: [pair],
    });
    assert.equal(excluded, true);
  });

  it("gives identical addresses on another fresh chain", async () => {
    const second = await deployOnFreshChain();
    const addressesOf = (deployed: DeploymentManifest): Address[] => [
      ...Object.values(deployed.contracts),
      deployed.staking.masterChef,
      deployed.staking.syrup,
      deployed.staking.cakeVault,
      deployed.staking.smartChefFactory,
      ...deployed.staking.pools.map((pool) => pool.address),
      ...deployed.tokens.map((token) => token.address),
      ...deployed.pairs.map((pair) => getAddress(pair.address)),
    ];
    assert.deepEqual(addressesOf(second.manifest), addressesOf(manifest));
    assert.equal(second.manifest.initCodePairHash, manifest.initCodePairHash);
    assert.equal(second.manifest.startBlock, manifest.startBlock);
    await second.connection.close();
  });

  it("keeps every address deployed before staking where the app and the e2e tests expect it", () => {
    // Snapshot of the deployment before staking was appended to it: staking must only add addresses.
    assert.deepEqual(manifest.contracts, {
      wbnb: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
      cake: "0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9",
      factory: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
      router: "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0",
      multicall: "0x959922bE3CAee4b8Cd9a407cc3ac1C251C2007B1",
      feeCollector: "0x9A9f2CCfdE556A7E9Ff0848998Aa4a0CFD8863AE",
    });
    assert.equal(tokenBySymbol(manifest, "TWT").address, "0x0B306BF915C4d645ff596e518fAf3F9669b97016");
    assert.equal(
      getAddress(manifest.pairs[0]?.address ?? zeroAddress),
      "0xe6644E0442cc21032eb0e2f65DD2D23560fcaEEF",
    );
    assert.equal(
      getAddress(manifest.pairs[LOCAL_PAIRS.length - 1]?.address ?? zeroAddress),
      "0x06d175f98d529B9c2AA649ce649032333a4f62ca",
    );
  });

  it("keeps every staking address where it was before the farms were appended", () => {
    const { masterChef, syrup, cakeVault, smartChefFactory, pools } = manifest.staking;
    assert.deepEqual(
      { masterChef, syrup, cakeVault, smartChefFactory },
      {
        masterChef: "0x66F625B8c4c635af8b74ECe2d7eD0D58b4af3C3d",
        syrup: "0x4d463900ec6eAF3adEF02e12E12dbE8F43AFd4E4",
        cakeVault: "0x8bCe54ff8aB45CB075b044AE117b8fD91F9351aB",
        smartChefFactory: "0x74Cf9087AD26D541930BaC724B7ab21bA8F00a27",
      },
    );
    assert.equal(pools[1]?.address, "0x93cDEaCD43EB3eD80105cd36f3A6D5eA5558468f");
    assert.equal(pools.at(-1)?.address, "0x250b4d691ce07deB42084644b944f732bcA8827F");
  });

  const { staking } = manifest;
  const [manualPool, ...smartChefs] = staking.pools;
  const { cake, wbnb } = manifest.contracts;

  it("lists the manual CAKE pool first, then at least 30 pools over at least 8 partner tokens", () => {
    assert.ok(manualPool);
    assert.deepEqual(
      { sousId: manualPool.sousId, address: manualPool.address, sortOrder: manualPool.sortOrder },
      { sousId: 0, address: staking.masterChef, sortOrder: 1 },
    );
    assert.equal(manualPool.stakingToken, cake);
    assert.equal(manualPool.earningToken, cake);
    // Three quarters of the 40 CAKE a block, beside the farms.
    assert.equal(manualPool.tokenPerBlock, parseEther("30").toString());
    assert.ok(smartChefs.length >= 30, `${smartChefs.length} pools`);
    assert.ok(smartChefs.every((pool) => pool.sortOrder === 999));
    assert.deepEqual(
      staking.pools.map((pool) => pool.sousId),
      staking.pools.map((_, index) => index),
    );
    const partnerTokens = new Set(
      smartChefs
        .flatMap((pool) => [pool.stakingToken, pool.earningToken])
        .filter((token) => token !== cake && token !== wbnb),
    );
    assert.ok(partnerTokens.size >= 8, `${partnerTokens.size} partner tokens`);
  });

  it("deploys every pool as listed, funded for its whole reward period", async () => {
    for (const pool of smartChefs) {
      const read = <
        const name extends
          | "startBlock"
          | "bonusEndBlock"
          | "rewardPerBlock"
          | "poolLimitPerUser"
          | "rewardToken"
          | "rewardBalance",
      >(
        functionName: name,
      ) => publicClient.readContract({ address: pool.address, abi: SmartChefArtifact.abi, functionName });
      const [startBlock, endBlock, rewardPerBlock, limit, rewardToken, rewardBalance] = await Promise.all([
        read("startBlock"),
        read("bonusEndBlock"),
        read("rewardPerBlock"),
        read("poolLimitPerUser"),
        read("rewardToken"),
        read("rewardBalance"),
      ]);
      assert.deepEqual(
        {
          startBlock: Number(startBlock),
          endBlock: Number(endBlock),
          tokenPerBlock: rewardPerBlock.toString(),
          stakingLimit: limit.toString(),
          earningToken: rewardToken,
        },
        {
          startBlock: pool.startBlock,
          endBlock: pool.endBlock,
          tokenPerBlock: pool.tokenPerBlock,
          stakingLimit: pool.stakingLimit,
          earningToken: pool.earningToken,
        },
        `pool ${pool.sousId}`,
      );
      if (pool.poolCategory !== "Binance") {
        const stakedToken = await publicClient.readContract({
          address: pool.address,
          abi: SmartChefArtifact.abi,
          functionName: "stakedToken",
        });
        assert.equal(stakedToken, pool.stakingToken, `pool ${pool.sousId} stakes its listed token`);
      }
      // Nobody has harvested yet, so the whole funding is still there.
      assert.equal(
        rewardBalance,
        BigInt(pool.tokenPerBlock) * BigInt((pool.endBlock ?? 0) - pool.startBlock),
        `pool ${pool.sousId} is funded for every rewarded block`,
      );
    }
  });

  it("has live, finished and not yet started pools, several with a per-user limit", async () => {
    const now = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
    const finished = smartChefs.filter((pool) => (pool.endBlock ?? Infinity) < now);
    const upcoming = smartChefs.filter((pool) => pool.startBlock > now);
    const live = smartChefs.filter((pool) => !finished.includes(pool) && !upcoming.includes(pool));
    assert.ok(live.length >= 10, `${live.length} live`);
    assert.ok(finished.length >= 3, `${finished.length} finished`);
    assert.ok(upcoming.length >= 3, `${upcoming.length} upcoming`);
    const limited = smartChefs.filter((pool) => pool.stakingLimit !== "0");
    assert.ok(limited.length >= 3, `${limited.length} limited`);
    assert.ok(limited.some((pool) => live.includes(pool)));
  });

  it("has one BNB pool earning CAKE and a partner-token pool earning CAKE", async () => {
    const bnbPools = smartChefs.filter((pool) => pool.poolCategory === "Binance");
    assert.equal(bnbPools.length, 1);
    const [bnbPool] = bnbPools;
    assert.ok(bnbPool);
    assert.equal(bnbPool.stakingToken, wbnb);
    assert.equal(bnbPool.earningToken, cake);
    const [bnbStaked, bnbHeld] = await Promise.all([
      publicClient.readContract({
        address: bnbPool.address,
        abi: BnbStakingArtifact.abi,
        functionName: "totalStaked",
      }),
      publicClient.getBalance({ address: bnbPool.address }),
    ]);
    assert.ok(bnbStaked > 0n);
    assert.equal(bnbHeld, bnbStaked);
    assert.ok(
      smartChefs.some(
        (pool) => pool.earningToken === cake && pool.stakingToken !== cake && pool.stakingToken !== wbnb,
      ),
    );
  });

  it("emits 40 CAKE per block from MasterChef, which owns CAKE, burned some, and sets the spec's vault fees", async () => {
    const [owner, burned, cakePerBlock, startBlock, syrup] = await Promise.all([
      publicClient.readContract({ address: cake, abi: CakeTokenArtifact.abi, functionName: "owner" }),
      publicClient.readContract({
        address: cake,
        abi: CakeTokenArtifact.abi,
        functionName: "balanceOf",
        args: [BURN_ADDRESS],
      }),
      publicClient.readContract({
        address: staking.masterChef,
        abi: MasterChefArtifact.abi,
        functionName: "cakePerBlock",
      }),
      publicClient.readContract({
        address: staking.masterChef,
        abi: MasterChefArtifact.abi,
        functionName: "startBlock",
      }),
      publicClient.readContract({
        address: staking.masterChef,
        abi: MasterChefArtifact.abi,
        functionName: "syrup",
      }),
    ]);
    assert.equal(owner, staking.masterChef);
    assert.equal(burned, LOCAL_BURNED_CAKE);
    assert.equal(cakePerBlock, parseEther("40"));
    assert.equal(Number(startBlock), manualPool?.startBlock);
    assert.equal(syrup, staking.syrup);
    const vault = (
      functionName:
        | "performanceFee"
        | "callFee"
        | "withdrawFee"
        | "withdrawFeePeriod"
        | "treasury"
        | "masterchef"
        | "receiptToken",
    ) => publicClient.readContract({ address: staking.cakeVault, abi: CakeVaultArtifact.abi, functionName });
    assert.deepEqual(
      await Promise.all([
        vault("performanceFee"),
        vault("callFee"),
        vault("withdrawFee"),
        vault("withdrawFeePeriod"),
      ]),
      [200n, 25n, 10n, 259_200n],
    );
    assert.deepEqual(await Promise.all([vault("treasury"), vault("masterchef"), vault("receiptToken")]), [
      first.stakers[0],
      staking.masterChef,
      staking.syrup,
    ]);
  });

  it("gives the deployer and dev accounts 1-3 stakes that earn, finished pools included", async () => {
    const testClient = await first.connection.viem.getTestClient();
    await testClient.mine({ blocks: 3 });
    const now = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
    assert.equal(first.stakers.length, 4);
    for (const staker of first.stakers) {
      const [[manualStake], manualPending, [vaultShares]] = await Promise.all([
        publicClient.readContract({
          address: staking.masterChef,
          abi: MasterChefArtifact.abi,
          functionName: "userInfo",
          args: [0n, staker],
        }),
        publicClient.readContract({
          address: staking.masterChef,
          abi: MasterChefArtifact.abi,
          functionName: "pendingCake",
          args: [0n, staker],
        }),
        publicClient.readContract({
          address: staking.cakeVault,
          abi: CakeVaultArtifact.abi,
          functionName: "userInfo",
          args: [staker],
        }),
      ]);
      assert.ok(manualStake > 0n && manualPending > 0n, `${staker} earns in the manual CAKE pool`);
      assert.ok(vaultShares > 0n, `${staker} holds vault shares`);
      const earning = { live: 0, finished: 0 };
      for (const pool of smartChefs) {
        const [[amount], pending] = await Promise.all([
          publicClient.readContract({
            address: pool.address,
            abi: SmartChefArtifact.abi,
            functionName: "userInfo",
            args: [staker],
          }),
          publicClient.readContract({
            address: pool.address,
            abi: SmartChefArtifact.abi,
            functionName: "pendingReward",
            args: [staker],
          }),
        ]);
        if (amount === 0n) continue;
        assert.ok(pending > 0n, `${staker} earns in pool ${pool.sousId}`);
        assert.ok(pool.stakingLimit === "0" || amount <= BigInt(pool.stakingLimit));
        if ((pool.endBlock ?? Infinity) < now) earning.finished += 1;
        else earning.live += 1;
      }
      assert.ok(earning.live >= 3 && earning.finished >= 3, `${staker} earns in ${JSON.stringify(earning)}`);
    }
    const pendingInVault = await publicClient.readContract({
      address: staking.cakeVault,
      abi: CakeVaultArtifact.abi,
      functionName: "calculateTotalPendingCakeRewards",
    });
    assert.ok(pendingInVault > 0n);
  });

  it("yields 10-500% APR in every live pool and MANUAL_POOL_APR in pool 0, with the whale within limits", async () => {
    const listed = (address: Address) => {
      const symbol = manifest.tokens.find((token) => isAddressEqual(token.address, address))?.symbol;
      const token = LOCAL_TOKENS.find((candidate) => candidate.symbol === symbol);
      assert.ok(token, `${address} is a listed token`);
      return { price: Number(token.usdPrice), decimals: token.decimals };
    };
    const aprOf = (pool: DeployedPool, totalStaked: bigint) => {
      const earning = listed(pool.earningToken);
      const staked = listed(pool.stakingToken);
      const yearlyRewardUsd =
        earning.price * Number(formatUnits(BigInt(pool.tokenPerBlock), earning.decimals)) * 10_512_000;
      return (yearlyRewardUsd / (staked.price * Number(formatUnits(totalStaked, staked.decimals)))) * 100;
    };
    const whale = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: SEED_WHALE_ACCOUNT_INDEX }).address;
    assert.ok(!first.stakers.includes(getAddress(whale)));
    const now = Number(await publicClient.getBlockNumber({ cacheTime: 0 }));
    const live = smartChefs.filter((pool) => pool.startBlock <= now && (pool.endBlock ?? Infinity) >= now);
    assert.ok(live.length >= 10, `${live.length} live pools`);
    for (const pool of live) {
      const abi = pool.poolCategory === "Binance" ? BnbStakingArtifact.abi : SmartChefArtifact.abi;
      const [totalStaked, [whaleStake]] = await Promise.all([
        publicClient.readContract({ address: pool.address, abi, functionName: "totalStaked" }),
        publicClient.readContract({ address: pool.address, abi, functionName: "userInfo", args: [whale] }),
      ]);
      const apr = aprOf(pool, totalStaked);
      assert.ok(apr >= 10 && apr <= 500, `pool ${pool.sousId} pays ${apr}%`);
      assert.ok(pool.stakingLimit === "0" || whaleStake <= BigInt(pool.stakingLimit), `pool ${pool.sousId}`);
    }
    assert.ok(manualPool);
    const manualStaked = await publicClient.readContract({
      address: staking.masterChef,
      abi: MasterChefArtifact.abi,
      functionName: "totalStaked",
      args: [0n],
    });
    const [[, manualAllocPoint], totalAllocPoint] = await Promise.all([
      publicClient.readContract({
        address: staking.masterChef,
        abi: MasterChefArtifact.abi,
        functionName: "poolInfo",
        args: [0n],
      }),
      publicClient.readContract({
        address: staking.masterChef,
        abi: MasterChefArtifact.abi,
        functionName: "totalAllocPoint",
      }),
    ]);
    // The manifest's rate for pool 0 is its share of the emission on chain, farms included.
    assert.equal((parseEther("40") * manualAllocPoint) / totalAllocPoint, BigInt(manualPool.tokenPerBlock));
    const manualApr = aprOf(manualPool, manualStaked);
    assert.ok(Math.abs(manualApr / MANUAL_POOL_APR - 1) < 0.01, `pool 0 pays ${manualApr}%`);
  });

  const { farms } = staking;
  const liveFarms = farms.filter((farm) => farm.allocPoint > 0);
  const symbolOf = (address: Address): string => {
    const symbol = manifest.tokens.find((token) => isAddressEqual(token.address, address))?.symbol;
    assert.ok(symbol, `${address} is a listed token`);
    return symbol;
  };
  const listPriceOf = (address: Address): { price: number; decimals: number } => {
    const token = LOCAL_TOKENS.find((candidate) => candidate.symbol === symbolOf(address));
    assert.ok(token);
    return { price: Number(token.usdPrice), decimals: token.decimals };
  };
  const masterChefRead = {
    address: staking.masterChef,
    abi: MasterChefArtifact.abi,
  } as const;

  it("opens the catalogue's farms on MasterChef in pid order, each staking its pair's LP", async () => {
    assert.ok(farms.length >= 20, `${farms.length} farms`);
    assert.equal(farms.length, LOCAL_FARMS.length);
    assert.deepEqual(
      farms.map((farm) => farm.pid),
      farms.map((_, index) => index + 1),
    );
    const [poolLength, totalAllocPoint, [, manualAllocPoint]] = await Promise.all([
      publicClient.readContract({ ...masterChefRead, functionName: "poolLength" }),
      publicClient.readContract({ ...masterChefRead, functionName: "totalAllocPoint" }),
      publicClient.readContract({ ...masterChefRead, functionName: "poolInfo", args: [0n] }),
    ]);
    assert.equal(poolLength, BigInt(farms.length + 1));
    assert.equal(
      totalAllocPoint,
      farms.reduce((sum, farm) => sum + BigInt(farm.allocPoint), manualAllocPoint),
    );
    for (const [index, farm] of farms.entries()) {
      const definition = LOCAL_FARMS[index];
      assert.ok(definition);
      const [[lpToken, allocPoint], pair] = await Promise.all([
        publicClient.readContract({ ...masterChefRead, functionName: "poolInfo", args: [BigInt(farm.pid)] }),
        publicClient.readContract({
          address: manifest.contracts.factory,
          abi: GriddleFactoryArtifact.abi,
          functionName: "getPair",
          args: [farm.token, farm.quoteToken],
        }),
      ]);
      assert.deepEqual(
        { lpToken, allocPoint, pair, token: symbolOf(farm.token), quote: symbolOf(farm.quoteToken) },
        {
          lpToken: farm.lpAddress,
          allocPoint: BigInt(farm.allocPoint),
          pair: farm.lpAddress,
          token: definition.token,
          quote: definition.quote,
        },
        `farm ${farm.pid}`,
      );
      assert.equal(farm.allocPoint, definition.schedule === "live" ? Number(definition.allocPoint) : 0);
      const shown = (symbol: string) => (symbol === "WBNB" ? "BNB" : symbol);
      assert.equal(farm.lpSymbol, `${shown(definition.token)}-${shown(definition.quote)} LP`);
    }
    assert.deepEqual(
      farms.slice(0, 2).map((farm) => farm.lpSymbol),
      ["CAKE-BNB LP", "BUSD-BNB LP"],
    );
  });

  it("spans multipliers from 0X to 40X, with finished farms, community farms over CAKE and BNB, BUSD and USDT quotes", () => {
    const multipliers = new Set(farms.map((farm) => farm.allocPoint / 100));
    assert.equal(Math.min(...multipliers), 0);
    assert.equal(Math.max(...multipliers), 40);
    assert.ok(multipliers.size >= 8, `multipliers ${[...multipliers].join(", ")}`);
    assert.ok(farms.length - liveFarms.length >= 3, `${farms.length - liveFarms.length} finished farms`);
    const community = farms.filter((farm) => farm.isCommunity);
    assert.ok(community.length >= 3, `${community.length} community farms`);
    assert.ok(community.every((farm) => farm.quoteToken === manifest.contracts.cake));
    for (const quote of ["WBNB", "BUSD", "USDT"]) {
      const quoted = liveFarms.filter((farm) => symbolOf(farm.quoteToken) === quote);
      assert.ok(quoted.length >= 3, `${quoted.length} live farms quoted in ${quote}`);
    }
  });

  it("has dev accounts 1-3 stake LP that earns CAKE in core, community and finished farms, and keep some", async () => {
    const devFarms = farms.filter((_, index) => LOCAL_FARMS[index]?.devLiquidityUsd !== undefined);
    assert.ok(devFarms.some((farm) => farm.isCommunity));
    assert.ok(devFarms.some((farm) => farm.allocPoint === 0));
    assert.ok(devFarms.some((farm) => farm.lpSymbol === "CAKE-BNB LP"));
    const devs = first.stakers.slice(1);
    assert.equal(devs.length, 3);
    for (const dev of devs) {
      for (const farm of devFarms) {
        const [[staked], pending, held, allowance] = await Promise.all([
          publicClient.readContract({
            ...masterChefRead,
            functionName: "userInfo",
            args: [BigInt(farm.pid), dev],
          }),
          publicClient.readContract({
            ...masterChefRead,
            functionName: "pendingCake",
            args: [BigInt(farm.pid), dev],
          }),
          publicClient.readContract({
            address: farm.lpAddress,
            abi: GriddlePairArtifact.abi,
            functionName: "balanceOf",
            args: [dev],
          }),
          publicClient.readContract({
            address: farm.lpAddress,
            abi: GriddlePairArtifact.abi,
            functionName: "allowance",
            args: [dev, staking.masterChef],
          }),
        ]);
        assert.ok(staked > 0n && pending > 0n, `${dev} earns in farm ${farm.pid}`);
        // Enabled as the app enables: without limit.
        assert.equal(allowance, maxUint256, `${dev}'s farm ${farm.pid} allowance`);
        // It staked DEV_FARM_STAKE_PERCENT of its LP, rounded down, and holds the rest.
        assert.equal(
          ((staked + held) * DEV_FARM_STAKE_PERCENT) / 100n,
          staked,
          `${dev}'s farm ${farm.pid} LP`,
        );
      }
    }
  });

  it("brings every live farm to its catalogue base APR, between 10% and 300%", async () => {
    const totalAllocPoint = await publicClient.readContract({
      ...masterChefRead,
      functionName: "totalAllocPoint",
    });
    const cake = listPriceOf(manifest.contracts.cake);
    for (const farm of liveFarms) {
      const definition = LOCAL_FARMS[farm.pid - 1];
      assert.ok(definition?.schedule === "live");
      const [staked, supply, [reserve0, reserve1], token0] = await Promise.all([
        publicClient.readContract({
          ...masterChefRead,
          functionName: "totalStaked",
          args: [BigInt(farm.pid)],
        }),
        publicClient.readContract({
          address: farm.lpAddress,
          abi: GriddlePairArtifact.abi,
          functionName: "totalSupply",
        }),
        publicClient.readContract({
          address: farm.lpAddress,
          abi: GriddlePairArtifact.abi,
          functionName: "getReserves",
        }),
        publicClient.readContract({
          address: farm.lpAddress,
          abi: GriddlePairArtifact.abi,
          functionName: "token0",
        }),
      ]);
      const sideUsd = (address: Address, reserve: bigint) => {
        const { price, decimals } = listPriceOf(address);
        return price * Number(formatUnits(reserve, decimals));
      };
      const [tokenReserve, quoteReserve] = isAddressEqual(token0, farm.token)
        ? [reserve0, reserve1]
        : [reserve1, reserve0];
      const pairUsd = sideUsd(farm.token, tokenReserve) + sideUsd(farm.quoteToken, quoteReserve);
      const stakedUsd = (pairUsd * Number(staked)) / Number(supply);
      const poolWeight = farm.allocPoint / Number(totalAllocPoint);
      const apr = ((40 * 10_512_000 * poolWeight * cake.price) / stakedUsd) * 100;
      assert.ok(apr >= 10 && apr <= 300, `farm ${farm.pid} pays ${apr}%`);
      // The trading fees since the stakes were made grew the pair a little.
      assert.ok(
        Math.abs(apr / definition.apr - 1) < 0.02,
        `farm ${farm.pid} pays ${apr}%, not ${definition.apr}%`,
      );
    }
  });

  it("trades every live farm's pair both ways, TRADING_HISTORY_SWAPS swaps over many blocks", async () => {
    const swaps = await publicClient.getContractEvents({
      address: liveFarms.map((farm) => farm.lpAddress),
      abi: GriddlePairArtifact.abi,
      eventName: "Swap",
      fromBlock: BigInt(manifest.startBlock),
    });
    assert.equal(swaps.length, TRADING_HISTORY_SWAPS);
    for (const farm of liveFarms) {
      const own = swaps.filter((swap) => isAddressEqual(swap.address, farm.lpAddress));
      assert.ok(
        own.some((swap) => (swap.args.amount0In ?? 0n) > 0n),
        `${farm.lpSymbol} is sold token0`,
      );
      assert.ok(
        own.some((swap) => (swap.args.amount1In ?? 0n) > 0n),
        `${farm.lpSymbol} is sold token1`,
      );
    }
    const blocks = new Set(swaps.map((swap) => swap.blockNumber));
    // Spread over the seed's blocks, many to a block, so the chain's clock stays near the wall clock.
    assert.ok(blocks.size >= 20 && blocks.size <= swaps.length / 2, `the swaps take ${blocks.size} blocks`);
  });

  describe("prediction", () => {
    const { prediction } = manifest;
    const readGame = (functionName: string, args: readonly unknown[] = []) =>
      publicClient.readContract({
        address: prediction.contract,
        abi: GriddlePredictionArtifact.abi,
        functionName: functionName as "currentEpoch",
        args: args as [],
      }) as Promise<unknown>;
    const round = (epoch: bigint) =>
      publicClient.readContract({
        address: prediction.contract,
        abi: GriddlePredictionArtifact.abi,
        functionName: "rounds",
        args: [epoch],
      });
    const deployer = first.stakers[0] as Address;

    it("runs the game on the BNB/USD feed, with the keepers' accounts as operator and oracle", async () => {
      const feed = { address: prediction.priceFeed, abi: PriceFeedAggregatorArtifact.abi } as const;
      const [oracles, description, decimals, operator, admin, oracle] = await Promise.all([
        publicClient.readContract({ ...feed, functionName: "getOracles" }),
        publicClient.readContract({ ...feed, functionName: "description" }),
        publicClient.readContract({ ...feed, functionName: "decimals" }),
        readGame("operatorAddress"),
        readGame("adminAddress"),
        readGame("oracle"),
      ]);
      assert.deepEqual(oracles, [prediction.oracle]);
      assert.equal(description, "BNB / USD");
      assert.equal(decimals, 8);
      assert.equal(operator, prediction.operator);
      assert.equal(admin, deployer);
      assert.equal(oracle, prediction.priceFeed);
      for (const index of Object.values(LOCAL_KEEPER_ACCOUNT_INDEX)) {
        const { address } = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index });
        assert.ok(
          (await publicClient.getBalance({ address })) > parseEther("900"),
          `keeper #${index} has BNB`,
        );
      }
    });

    it("seeds won, lost, canceled and live rounds and leaves round 8 open for bets", async () => {
      assert.equal(await readGame("currentEpoch"), 8n);
      const rounds = await Promise.all([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n].map(round));
      assert.deepEqual(
        rounds.map((r) =>
          r.cancelled ? "canceled" : r.oracleCalled ? "closed" : r.lockOracleId > 0n ? "live" : "open",
        ),
        ["closed", "closed", "closed", "canceled", "canceled", "closed", "live", "open"],
      );
      const moved = (epoch: number) => {
        const { lockPrice, closePrice } = rounds[epoch - 1] ?? assert.fail(`round ${epoch} was read`);
        return closePrice > lockPrice ? "up" : closePrice < lockPrice ? "down" : "flat";
      };
      assert.deepEqual([1, 2, 3, 6].map(moved), ["up", "down", "up", "down"]);
      const ledger = (epoch: bigint) =>
        readGame("ledger", [epoch, deployer]) as Promise<readonly [number, bigint, boolean]>;
      assert.deepEqual(await ledger(1n), [0, parseEther("0.1"), true]);
      assert.deepEqual(
        await Promise.all([1n, 2n, 3n, 4n, 6n].map((epoch) => readGame("claimable", [epoch, deployer]))),
        [false, true, false, false, false],
      );
      assert.equal(await readGame("refundable", [4n, deployer]), true);
      // The last live round locked a whole interval before the next lock: the operator keeper has time.
      const head = await publicClient.getBlockNumber();
      const { lockBlock } = rounds[7] ?? assert.fail("round 8 was read");
      assert.ok(lockBlock - head >= 90n, `round 8 locks at ${lockBlock}, now ${head}`);
    });

    it("plays the same history with shorter rounds when asked (interval 20, buffer 5)", async () => {
      const short = await deployShortRounds();
      const read = (functionName: "currentEpoch" | "intervalBlocks" | "bufferBlocks" | "paused") =>
        short.publicClient.readContract({
          address: short.manifest.prediction.contract,
          abi: GriddlePredictionArtifact.abi,
          functionName,
        });
      assert.deepEqual(
        await Promise.all([
          read("intervalBlocks"),
          read("bufferBlocks"),
          read("paused"),
          read("currentEpoch"),
        ]),
        [20n, 5n, false, 8n],
      );
      const open = await short.publicClient.readContract({
        address: short.manifest.prediction.contract,
        abi: GriddlePredictionArtifact.abi,
        functionName: "rounds",
        args: [8n],
      });
      const head = await short.publicClient.getBlockNumber();
      assert.equal(open.lockBlock - open.startBlock, 20n);
      assert.ok(open.lockBlock - head >= 15n, `round 8 locks at ${open.lockBlock}, now ${head}`);
      // Only the game's settings differ: every address stays where the default deployment puts it
      // (the start block may not: how many blocks the batched seed before it mines depends on timing).
      const { startBlock: _shortStart, ...shortAddresses } = short.manifest.prediction;
      const { startBlock: _start, ...addresses } = manifest.prediction;
      assert.deepEqual(shortAddresses, addresses);
    });
  });

  describe("lottery", () => {
    const { lottery } = manifest;
    const lotteryRead = { address: lottery.contract, abi: GriddleLotteryArtifact.abi } as const;
    const readLottery = (id: bigint) =>
      publicClient.readContract({ ...lotteryRead, functionName: "viewLottery", args: [id] });
    const seededIds = [1n, 2n, 3n, 4n, 5n];
    const drawnIds = [1n, 2n, 4n];
    const [deployer, devOne, devTwo] = first.stakers as [Address, Address, Address];
    /** Every ticket of `user` in round `id`, with its number, whether it was paid out and what it wins. */
    const ticketsOf = async (user: Address, id: bigint) => {
      const [ids, numbers, paid] = await publicClient.readContract({
        ...lotteryRead,
        functionName: "viewUserInfoForLotteryId",
        args: [user, id, 0n, 100n],
      });
      const { finalNumber, status } = await readLottery(id);
      return ids.map((ticketId, index) => ({
        ticketId,
        paid: paid[index] ?? false,
        bracket: status === 3 ? lotteryWinningBracket(numbers[index] ?? 0, finalNumber) : undefined,
      }));
    };

    it("runs on CAKE with the lottery keeper as operator and injector, the deployer as owner and treasury", async () => {
      const read = (
        functionName: "owner" | "operatorAddress" | "treasuryAddress" | "injectorAddress" | "cakeToken",
      ) => publicClient.readContract({ ...lotteryRead, functionName });
      const keeper = mnemonicToAccount(LOCAL_DEV_MNEMONIC, {
        addressIndex: LOCAL_KEEPER_ACCOUNT_INDEX.lotteryOperator,
      }).address;
      assert.deepEqual(
        await Promise.all([
          read("owner"),
          read("operatorAddress"),
          read("treasuryAddress"),
          read("injectorAddress"),
          read("cakeToken"),
        ]),
        [deployer, keeper, deployer, keeper, manifest.contracts.cake],
      );
      assert.deepEqual(
        [lottery.owner, lottery.operator, lottery.treasury, lottery.injector].map((role) => getAddress(role)),
        [deployer, keeper, deployer, keeper],
      );
      assert.equal(
        await publicClient.readContract({ ...lotteryRead, functionName: "MIN_LENGTH_LOTTERY" }),
        LOCAL_MIN_LENGTH_LOTTERY_SECONDS,
      );
      // Its CAKE less two injections, the open round's bond and the bond the withheld round lost.
      const keeperCake = await publicClient.readContract({
        address: manifest.contracts.cake,
        abi: CakeTokenArtifact.abi,
        functionName: "balanceOf",
        args: [keeper],
      });
      assert.equal(keeperCake, LOTTERY_KEEPER_CAKE - 2n * LOTTERY_INJECTION - 2n * LOTTERY_BOND);
    });

    it("opens every round on v2's terms with a ticket of about 5 USD in CAKE", async () => {
      const cakeUsd = Number(LOCAL_TOKENS.find((token) => token.symbol === "CAKE")?.usdPrice);
      for (const id of seededIds) {
        const round = await readLottery(id);
        assert.deepEqual(
          [round.discountDivisor, round.rewardsBreakdown, round.treasuryFee],
          [2000n, [250n, 375n, 625n, 1250n, 2500n, 5000n], 2000n],
          `round ${id}`,
        );
        const ticketUsd = Number(formatUnits(round.priceTicketInCake, 18)) * cakeUsd;
        assert.ok(ticketUsd > 4.9 && ticketUsd <= 5.05, `a ticket of round ${id} costs ${ticketUsd} USD`);
        assert.equal(round.priceTicketInCake % parseEther("0.01"), 0n, "a round price in CAKE");
      }
    });

    it("seeds drawn, injected and cancelled rounds, and leaves round 5 open for a keeper round", async () => {
      assert.equal(await publicClient.readContract({ ...lotteryRead, functionName: "currentLotteryId" }), 5n);
      const rounds = await Promise.all(seededIds.map(readLottery));
      // Pending, Open, Close, Claimable, Cancelled.
      assert.deepEqual(
        rounds.map((round) => round.status),
        [3, 3, 4, 3, 1],
      );
      const injections = await publicClient.getContractEvents({
        ...lotteryRead,
        eventName: "LotteryInjection",
        fromBlock: BigInt(lottery.startBlock),
        strict: true,
      });
      assert.deepEqual(
        injections.map((event) => [event.args.lotteryId, event.args.injectedAmount]),
        [
          [2n, LOTTERY_INJECTION],
          [4n, LOTTERY_INJECTION],
        ],
      );
      // Each finished round lasted the lottery's minimum and the seed's slack, less how long its start
      // took to be mined; the open one a keeper round, less the same.
      for (const [index, round] of rounds.slice(0, 4).entries()) {
        const length = round.endTime - round.startTime;
        assert.ok(
          length >= LOCAL_MIN_LENGTH_LOTTERY_SECONDS &&
            length <= LOCAL_MIN_LENGTH_LOTTERY_SECONDS + SEED_START_SLACK_SECONDS,
          `round ${index + 1} lasted ${length} s`,
        );
      }
      const open = rounds[4] ?? assert.fail("round 5 was read");
      const head = await publicClient.getBlock({ blockTag: "latest" });
      const openLength = open.endTime - open.startTime;
      const roundSeconds = BigInt(LOCAL_LOTTERY_ROUND_SECONDS);
      assert.ok(
        openLength > roundSeconds - 5n && openLength <= roundSeconds,
        `round 5 lasts ${openLength} s`,
      );
      assert.ok(
        open.endTime > head.timestamp + 60n,
        `round 5 ends at ${open.endTime}, now ${head.timestamp}`,
      );
      // The whole history, up to the open round's start, moved the chain's clock by a minute and a half.
      const before = await publicClient.getBlock({ blockNumber: BigInt(lottery.startBlock) });
      const seedSeconds = open.startTime - before.timestamp;
      assert.ok(seedSeconds <= 120n, `the seed took ${seedSeconds} s of chain time`);
    });

    it("commits every round to the keeper's seed and draws each number from it and the block after the close", async () => {
      for (const id of seededIds) {
        const [commitment] = await publicClient.readContract({
          ...lotteryRead,
          functionName: "viewRandomness",
          args: [id],
        });
        assert.equal(
          commitment,
          lotterySeedCommitment(lotterySeed(LOCAL_LOTTERY_SEED_SECRET, id)),
          `round ${id}`,
        );
      }
      for (const id of drawnIds) {
        const [, , , , closeBlock] = await publicClient.readContract({
          ...lotteryRead,
          functionName: "viewRandomness",
          args: [id],
        });
        const { hash } = await publicClient.getBlock({ blockNumber: closeBlock + 1n });
        const { finalNumber } = await readLottery(id);
        assert.equal(
          finalNumber,
          lotteryFinalNumber(lotterySeed(LOCAL_LOTTERY_SEED_SECRET, id), hash, id),
          `round ${id}`,
        );
      }
    });

    it("has winners in at least two brackets in every drawn round, whatever the numbers drawn", async () => {
      for (const id of drawnIds) {
        const { countWinnersPerBracket, cakePerBracket } = await readLottery(id);
        const won = countWinnersPerBracket.flatMap((count, bracket) => (count > 0n ? [bracket] : []));
        assert.ok(won.length >= 2, `round ${id} has winners in brackets ${won.join(", ")}`);
        assert.ok(won.includes(0), `round ${id} has bracket-0 winners`);
        assert.ok(won.every((bracket) => (cakePerBracket[bracket] ?? 0n) > 0n));
      }
    });

    it("leaves the deployer prizes to collect in rounds 2 and 4 and a refund in round 3, round 1's collected", async () => {
      const winning = async (user: Address, id: bigint) =>
        (await ticketsOf(user, id)).filter((ticket) => ticket.bracket !== undefined);
      const round1 = await winning(deployer, 1n);
      // One ticket in bracket 1 or higher and nine in bracket 0: the 100 endings cover every draw.
      assert.equal(round1.length, 10);
      assert.ok(round1.every((ticket) => ticket.paid));
      for (const id of [2n, 4n]) {
        const prizes = await winning(deployer, id);
        assert.equal(prizes.length, 10, `round ${id}`);
        assert.ok(
          prizes.every((ticket) => !ticket.paid),
          `round ${id}'s prizes are left to collect`,
        );
        assert.equal(
          new Set(prizes.map((ticket) => (ticket.bracket === 0 ? 0 : 1))).size,
          2,
          `round ${id}: a bracket-0 and a higher prize`,
        );
      }
      const refunds = await ticketsOf(deployer, 3n);
      assert.ok(refunds.length > 0 && refunds.every((ticket) => !ticket.paid), "round 3's refund is left");
      const refunded = await ticketsOf(devTwo, 3n);
      assert.ok(
        refunded.length > 0 && refunded.every((ticket) => ticket.paid),
        "dev account 2 collected round 3",
      );
      const round2 = await winning(devOne, 2n);
      assert.ok(
        round2.every((ticket) => ticket.paid),
        "dev account 1 collected what round 2 paid it",
      );
      // The dev accounts' approvals were exact, as the app's are: nobody is left 'enabled'.
      for (const user of [deployer, devOne, devTwo]) {
        const allowance = await publicClient.readContract({
          address: manifest.contracts.cake,
          abi: CakeTokenArtifact.abi,
          functionName: "allowance",
          args: [user, lottery.contract],
        });
        assert.equal(allowance, 0n, `${user}'s lottery allowance`);
      }
    });
  });

  it("plays the same lottery with a shorter keeper round and another seed secret when asked", async () => {
    const short = await deployShortRounds();
    const round = await short.publicClient.readContract({
      address: short.manifest.lottery.contract,
      abi: GriddleLotteryArtifact.abi,
      functionName: "viewLottery",
      args: [5n],
    });
    const length = round.endTime - round.startTime;
    assert.ok(
      length > BigInt(SHORT_LOTTERY.roundSeconds) - 5n && length <= BigInt(SHORT_LOTTERY.roundSeconds),
    );
    const [commitment] = await short.publicClient.readContract({
      address: short.manifest.lottery.contract,
      abi: GriddleLotteryArtifact.abi,
      functionName: "viewRandomness",
      args: [5n],
    });
    assert.equal(commitment, lotterySeedCommitment(lotterySeed(SHORT_LOTTERY.seedSecret, 5n)));
    const { startBlock: _shortStart, ...shortAddresses } = short.manifest.lottery;
    const { startBlock: _start, ...addresses } = manifest.lottery;
    assert.deepEqual(shortAddresses, addresses);
  });
});

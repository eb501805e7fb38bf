// Test setup through the chain with viem, as a dev account signs it: LP added through the router and
// staked in MasterChef's farms, and CAKE staked in its manual pool, so that the home page has harvests
// to make. The assertions that follow go through the page.
import { LOCAL_DEV_MNEMONIC, masterChefAbi, type DeployedFarm } from "@griddle/sdk";
import {
  createWalletClient,
  erc20Abi,
  http,
  isAddressEqual,
  maxUint256,
  parseUnits,
  type Address,
  type Hash,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getTestStack } from "../../harness/testStack.ts";
import { addLiquidityWithBnb, addTokenLiquidity } from "../../liquidity/support/liquiditySetup.ts";
import { fundStaker } from "../../pools/support/stakerAccounts.ts";
import { tokenPricesUsd } from "./tokenPricesUsd.ts";

/**
 * Dollars of each side the account gets per farm: enough for a stake whose rewards show in the page's
 * 3 decimals within a few blocks. The router takes what the pair's price asks.
 */
const USD_PER_SIDE = 5_000;
const GAS_BNB = parseUnits("10", 18);

function devWallet(accountIndex: number) {
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex });
  return createWalletClient({ account, transport: http(getTestStack().manifest.rpcUrl) });
}

async function mined(hash: Hash): Promise<void> {
  const receipt = await getTestStack().publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Setup transaction ${hash} reverted`);
}

function decimalsOf(token: Address): number {
  const found = getTestStack().manifest.tokens.find((candidate) => isAddressEqual(candidate.address, token));
  if (!found) throw new Error(`${token} is not a token of the deployment`);
  return found.decimals;
}

/** Raw units of `token` worth `usd` at `price`, rounded up to whole tokens. */
function tokensWorth(token: Address, usd: number, price: number | null): bigint {
  if (price === null) throw new Error(`${token} has no price to size its liquidity by`);
  return BigInt(Math.ceil(usd / price)) * 10n ** BigInt(decimalsOf(token));
}

/** The farms that reward now (allocation above 0 at deployment), in pid order. */
export function liveFarms(): readonly DeployedFarm[] {
  return getTestStack().manifest.staking.farms.filter((farm) => farm.allocPoint > 0);
}

/** Adds liquidity to the farm's pair from the account's tokens and stakes all the LP it got. */
async function stakeInFarm(
  accountIndex: number,
  farm: DeployedFarm,
  sides: ReadonlyMap<Address, bigint>,
): Promise<void> {
  const { manifest, publicClient } = getTestStack();
  const { wbnb } = manifest.contracts;
  const amountOf = (token: Address) => sides.get(token) ?? 0n;
  if (isAddressEqual(farm.quoteToken, wbnb)) {
    await addLiquidityWithBnb(accountIndex, farm.token, amountOf(farm.token), amountOf(wbnb));
  } else {
    await addTokenLiquidity(
      accountIndex,
      [farm.token, amountOf(farm.token)],
      [farm.quoteToken, amountOf(farm.quoteToken)],
    );
  }
  const wallet = devWallet(accountIndex);
  const lp = await publicClient.readContract({
    address: farm.lpAddress,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [wallet.account.address],
  });
  const { masterChef } = manifest.staking;
  await mined(
    await wallet.writeContract({
      chain: null,
      address: farm.lpAddress,
      abi: erc20Abi,
      functionName: "approve",
      args: [masterChef, maxUint256],
    }),
  );
  await mined(
    await wallet.writeContract({
      chain: null,
      address: masterChef,
      abi: masterChefAbi,
      functionName: "deposit",
      args: [BigInt(farm.pid), lp],
    }),
  );
}

export interface FarmerSetup {
  readonly farms: readonly DeployedFarm[];
  /** Raw CAKE to stake in the manual CAKE pool; 0 for none. */
  readonly manualPoolCake: bigint;
  /** Raw CAKE the wallet gets on top, to keep. */
  readonly walletCake?: bigint;
}

/**
 * Funds the fresh account at `accountIndex` from the deployer with BNB, the farms' tokens and CAKE,
 * stakes LP in each farm given and CAKE in the manual pool. Returns the account's address.
 */
export async function setUpFarmer(
  accountIndex: number,
  { farms, manualPoolCake, walletCake = 0n }: FarmerSetup,
): Promise<Address> {
  const { manifest, publicClient } = getTestStack();
  const { wbnb, cake } = manifest.contracts;
  const priceOf = tokenPricesUsd(await publicClient.getBlockNumber());
  const sidesOf = new Map<DeployedFarm, Map<Address, bigint>>();
  const tokens = new Map<Address, bigint>();
  const add = (token: Address, amount: bigint) => tokens.set(token, (tokens.get(token) ?? 0n) + amount);
  for (const farm of farms) {
    const sides = new Map<Address, bigint>();
    for (const side of [farm.token, farm.quoteToken]) {
      sides.set(side, tokensWorth(side, USD_PER_SIDE, await priceOf(side)));
    }
    sidesOf.set(farm, sides);
    for (const [token, amount] of sides) add(token, amount);
  }
  if (manualPoolCake + walletCake > 0n) add(cake, manualPoolCake + walletCake);
  const bnbForPairs = tokens.get(wbnb) ?? 0n;
  tokens.delete(wbnb);
  const account = await fundStaker(accountIndex, {
    bnb: GAS_BNB + bnbForPairs,
    tokens: [...tokens].map(([token, amount]) => ({ token, amount })),
  });

  for (const farm of farms) await stakeInFarm(accountIndex, farm, sidesOf.get(farm) ?? new Map());
  if (manualPoolCake > 0n) {
    const wallet = devWallet(accountIndex);
    const { masterChef } = manifest.staking;
    await mined(
      await wallet.writeContract({
        chain: null,
        address: cake,
        abi: erc20Abi,
        functionName: "approve",
        args: [masterChef, maxUint256],
      }),
    );
    await mined(
      await wallet.writeContract({
        chain: null,
        address: masterChef,
        abi: masterChefAbi,
        functionName: "enterStaking",
        args: [manualPoolCake],
      }),
    );
  }
  return account;
}

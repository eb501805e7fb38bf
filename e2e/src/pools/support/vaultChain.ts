// The CAKE vault read straight from the chain, and what its writes moved, decoded from their receipts:
// the reference the vault tests check the page against.
import { cakeVaultAbi, masterChefAbi } from "@griddle/sdk";
import {
  erc20Abi,
  isAddressEqual,
  parseEventLogs,
  type Address,
  type Hash,
  type TransactionReceipt,
} from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** Vault fees are in hundredths of a percent, of 10000. */
export const VAULT_FEE_DENOMINATOR = 10_000n;

/** getPricePerFullShare is the CAKE value of 1e18 shares. */
const FULL_SHARE = 10n ** 18n;

export interface VaultFees {
  readonly performanceFee: bigint;
  readonly callFee: bigint;
  readonly withdrawFee: bigint;
  /** Seconds after a deposit during which a withdrawal pays `withdrawFee`. */
  readonly withdrawFeePeriod: bigint;
}

function vaultAddress(): Address {
  return getTestStack().manifest.staking.cakeVault;
}

function readVaultFee(
  functionName: "performanceFee" | "callFee" | "withdrawFee" | "withdrawFeePeriod",
): Promise<bigint> {
  return getTestStack().publicClient.readContract({
    address: vaultAddress(),
    abi: cakeVaultAbi,
    functionName,
  });
}

export async function readVaultFees(): Promise<VaultFees> {
  const [performanceFee, callFee, withdrawFee, withdrawFeePeriod] = await Promise.all([
    readVaultFee("performanceFee"),
    readVaultFee("callFee"),
    readVaultFee("withdrawFee"),
    readVaultFee("withdrawFeePeriod"),
  ]);
  return { performanceFee, callFee, withdrawFee, withdrawFeePeriod };
}

/** An account's vault position at the latest block, with the share price it is valued at. */
export interface VaultPosition {
  readonly shares: bigint;
  /** Unix seconds of the last deposit, which starts the unstaking-fee period. */
  readonly lastDepositedTime: bigint;
  readonly pricePerFullShare: bigint;
}

export async function readVaultPosition(account: Address): Promise<VaultPosition> {
  const { publicClient } = getTestStack();
  const blockNumber = await publicClient.getBlockNumber();
  const [[shares, lastDepositedTime], pricePerFullShare] = await Promise.all([
    publicClient.readContract({
      address: vaultAddress(),
      abi: cakeVaultAbi,
      functionName: "userInfo",
      args: [account],
      blockNumber,
    }),
    publicClient.readContract({
      address: vaultAddress(),
      abi: cakeVaultAbi,
      functionName: "getPricePerFullShare",
      blockNumber,
    }),
  ]);
  return { shares, lastDepositedTime, pricePerFullShare };
}

/** The CAKE `shares` are worth at `pricePerFullShare`, rounded down: what the stake panel shows. */
export function cakeValueOfShares(shares: bigint, pricePerFullShare: bigint): bigint {
  return (shares * pricePerFullShare) / FULL_SHARE;
}

/** The shares a CAKE amount converts to at `pricePerFullShare`, rounded down, as an unstake asks. */
export function sharesForCake(cake: bigint, pricePerFullShare: bigint): bigint {
  return (cake * FULL_SHARE) / pricePerFullShare;
}

/** The bounty and the vault's pending yield at the latest block, as the bounty card and modal read them. */
export async function readVaultBounty(): Promise<{
  bounty: bigint;
  totalPending: bigint;
  blockNumber: bigint;
}> {
  const { publicClient } = getTestStack();
  const blockNumber = await publicClient.getBlockNumber();
  const [bounty, totalPending] = await Promise.all([
    publicClient.readContract({
      address: vaultAddress(),
      abi: cakeVaultAbi,
      functionName: "calculateHarvestCakeRewards",
      blockNumber,
    }),
    publicClient.readContract({
      address: vaultAddress(),
      abi: cakeVaultAbi,
      functionName: "calculateTotalPendingCakeRewards",
      blockNumber,
    }),
  ]);
  return { bounty, totalPending, blockNumber };
}

async function successfulReceipt(hash: Hash): Promise<TransactionReceipt> {
  const receipt = await getTestStack().publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
  return receipt;
}

/** The pool-0 rewards MasterChef paid the vault in a transaction: what the vault claimed in it. */
function rewardsClaimedByVault(receipt: TransactionReceipt): bigint {
  const { masterChef } = getTestStack().manifest.staking;
  return parseEventLogs({ abi: masterChefAbi, eventName: "RewardPaid", logs: receipt.logs })
    .filter((log) => isAddressEqual(log.address, masterChef) && isAddressEqual(log.args.user, vaultAddress()))
    .reduce((sum, log) => sum + log.args.amount, 0n);
}

/** What a vault withdrawal moved, from its receipt. */
export interface VaultWithdrawal {
  readonly shares: bigint;
  /** The CAKE the account received, after any unstaking fee. */
  readonly received: bigint;
  /** The unstaking fee the treasury took. */
  readonly fee: bigint;
}

/**
 * Decodes a withdrawal. The treasury is paid twice in one: the harvest fees on the rewards that
 * leaving MasterChef claims (performance and call fee, as harvest would charge them), and the
 * unstaking fee; the latter is what remains after the former.
 */
export async function decodeVaultWithdrawal(hash: Hash, fees: VaultFees): Promise<VaultWithdrawal> {
  const { manifest, publicClient } = getTestStack();
  const receipt = await successfulReceipt(hash);
  const [withdraw] = parseEventLogs({ abi: cakeVaultAbi, eventName: "Withdraw", logs: receipt.logs });
  if (!withdraw) throw new Error(`Transaction ${hash} withdrew nothing from the vault`);
  const treasury = await publicClient.readContract({
    address: vaultAddress(),
    abi: cakeVaultAbi,
    functionName: "treasury",
  });
  const paidToTreasury = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs })
    .filter(
      (log) =>
        isAddressEqual(log.address, manifest.contracts.cake) &&
        isAddressEqual(log.args.from, vaultAddress()) &&
        isAddressEqual(log.args.to, treasury),
    )
    .reduce((sum, log) => sum + log.args.value, 0n);
  const claimed = rewardsClaimedByVault(receipt);
  const harvestFees =
    (claimed * fees.performanceFee) / VAULT_FEE_DENOMINATOR +
    (claimed * fees.callFee) / VAULT_FEE_DENOMINATOR;
  return { shares: withdraw.args.shares, received: withdraw.args.amount, fee: paidToTreasury - harvestFees };
}

/** What a harvest (the bounty claim) moved, from its receipt. */
export interface VaultHarvest {
  readonly caller: Address;
  /** The pool-0 rewards the harvest claimed. */
  readonly harvested: bigint;
  /** Paid to the caller. */
  readonly bounty: bigint;
  /** Paid to the treasury. */
  readonly performanceFee: bigint;
}

export async function decodeVaultHarvest(hash: Hash): Promise<VaultHarvest> {
  const receipt = await successfulReceipt(hash);
  const [harvest] = parseEventLogs({ abi: cakeVaultAbi, eventName: "Harvest", logs: receipt.logs });
  if (!harvest) throw new Error(`Transaction ${hash} did not harvest the vault`);
  return {
    caller: harvest.args.sender,
    harvested: rewardsClaimedByVault(receipt),
    bounty: harvest.args.callFee,
    performanceFee: harvest.args.performanceFee,
  };
}

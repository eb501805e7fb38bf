// An account's CAKE in MasterChef and its wallet, read straight from the chain, and what harvests paid,
// decoded from their receipts: the reference the home page's 'Farms & Staking' card is checked against.
import { masterChefAbi } from "@griddle/sdk";
import { erc20Abi, isAddressEqual, parseEventLogs, type Address, type TransactionReceipt } from "viem";
import { getTestStack } from "../../harness/testStack.ts";

/** The account's pendingCake in every MasterChef pool (pid 0, the manual CAKE pool, and the farms) at `blockNumber`. */
export async function readPendingCake(
  account: Address,
  blockNumber: bigint,
): Promise<ReadonlyMap<number, bigint>> {
  const { manifest, publicClient } = getTestStack();
  const { masterChef } = manifest.staking;
  const poolLength = await publicClient.readContract({
    address: masterChef,
    abi: masterChefAbi,
    functionName: "poolLength",
    blockNumber,
  });
  const pids = Array.from({ length: Number(poolLength) }, (_, pid) => pid);
  const pending = await Promise.all(
    pids.map((pid) =>
      publicClient.readContract({
        address: masterChef,
        abi: masterChefAbi,
        functionName: "pendingCake",
        args: [BigInt(pid), account],
        blockNumber,
      }),
    ),
  );
  return new Map(pids.map((pid, index) => [pid, pending[index] ?? 0n]));
}

export function sumOf(amounts: Iterable<bigint>): bigint {
  let sum = 0n;
  for (const amount of amounts) sum += amount;
  return sum;
}

export function readCakeBalance(account: Address, blockNumber?: bigint): Promise<bigint> {
  const { manifest, publicClient } = getTestStack();
  return publicClient.readContract({
    address: manifest.contracts.cake,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [account],
    blockNumber,
  });
}

/** The CAKE transferred to `account` in a transaction, from its receipt: what a harvest paid it. */
export function cakeReceived(receipt: TransactionReceipt, account: Address): bigint {
  const { cake } = getTestStack().manifest.contracts;
  return parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs })
    .filter((log) => isAddressEqual(log.address, cake) && isAddressEqual(log.args.to, account))
    .reduce((sum, log) => sum + log.args.value, 0n);
}

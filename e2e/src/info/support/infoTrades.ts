import { bEP20TokenAbi, griddleFactoryAbi, griddlePairAbi, griddleRouterAbi } from "@griddle/sdk";
import { maxUint256, parseEther, type Address, type Hash, type TransactionReceipt } from "viem";
import { devAccounts, devAddressOf } from "../../harness/devAccounts.ts";
import { getTestStack } from "../../harness/testStack.ts";

/** What an account did to WBNB-CAKE for the Info pages to show: a swap, an add and a remove. */
export interface InfoTrades {
  readonly pair: Address;
  readonly receipts: readonly TransactionReceipt[];
}

/**
 * Off screen, as dev account `index`: buys CAKE with 5 BNB, adds 2 BNB and CAKE to WBNB-CAKE, and
 * removes half of the LP tokens it got, each through the router (one swap, add and remove each).
 */
export async function tradeWbnbCake(index: number): Promise<InfoTrades> {
  const { manifest, publicClient } = getTestStack();
  const accounts = devAccounts();
  const account = devAddressOf(index);
  const wallet = accounts.walletOf(index);
  const { router, cake, wbnb, factory } = manifest.contracts;
  await accounts.testClient.setBalance({ address: account, value: parseEther("100") });
  const pair = await publicClient.readContract({
    address: factory,
    abi: griddleFactoryAbi,
    functionName: "getPair",
    args: [wbnb, cake],
  });
  const send = (hash: Promise<Hash>) => hash.then(accounts.mined);
  const write = { chain: null } as const;

  const swap = await send(
    wallet.writeContract({
      ...write,
      address: router,
      abi: griddleRouterAbi,
      functionName: "swapExactETHForTokens",
      args: [0n, [wbnb, cake], account, maxUint256],
      value: parseEther("5"),
    }),
  );
  await send(
    wallet.writeContract({
      ...write,
      address: cake,
      abi: bEP20TokenAbi,
      functionName: "approve",
      args: [router, maxUint256],
    }),
  );
  const cakeHeld = await publicClient.readContract({
    address: cake,
    abi: bEP20TokenAbi,
    functionName: "balanceOf",
    args: [account],
  });
  const add = await send(
    wallet.writeContract({
      ...write,
      address: router,
      abi: griddleRouterAbi,
      functionName: "addLiquidityETH",
      args: [cake, cakeHeld, 0n, 0n, account, maxUint256],
      value: parseEther("2"),
    }),
  );
  await send(
    wallet.writeContract({
      ...write,
      address: pair,
      abi: griddlePairAbi,
      functionName: "approve",
      args: [router, maxUint256],
    }),
  );
  const units = await publicClient.readContract({
    address: pair,
    abi: griddlePairAbi,
    functionName: "balanceOf",
    args: [account],
  });
  const remove = await send(
    wallet.writeContract({
      ...write,
      address: router,
      abi: griddleRouterAbi,
      functionName: "removeLiquidityETH",
      args: [cake, units / 2n, 0n, 0n, account, maxUint256],
    }),
  );
  return { pair: pair.toLowerCase() as Address, receipts: [swap, add, remove] };
}

/** Waits until the indexer has every transaction of `hashes` from `account`. */
export async function waitForIndexed(account: Address, hashes: readonly Hash[]): Promise<void> {
  const url = getTestStack().manifest.services?.indexerGraphqlUrl;
  if (!url) throw new Error("The suite's stack runs no indexer");
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ pairTransactions(where: { account: "${account.toLowerCase()}" }, limit: 1000) { items { hash } } }`,
      }),
    });
    const body = (await response.json()) as { data?: { pairTransactions: { items: { hash: string }[] } } };
    const seen = new Set(body.data?.pairTransactions.items.map((item) => item.hash) ?? []);
    if (hashes.every((hash) => seen.has(hash))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The indexer did not index the transactions of ${account} within 2 minutes`);
}

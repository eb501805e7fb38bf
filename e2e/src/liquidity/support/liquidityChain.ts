import {
  LOCAL_DEV_MNEMONIC,
  griddleFactoryAbi,
  griddlePairAbi,
  griddleRouterAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import {
  createWalletClient,
  erc20Abi,
  http,
  zeroAddress,
  type Address,
  type Hash,
  type PublicClient,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { liquidityMinted, type PairSnapshot } from "./pairMath.ts";

/** The account that holds every seeded token (accounts 0-9 do; 10-19 hold only BNB). */
const FUNDING_ACCOUNT_INDEX = 0;

export function devAccount(index: number) {
  return mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index });
}

async function mined(client: PublicClient, hash: Hash): Promise<void> {
  const receipt = await client.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Transaction ${hash} reverted`);
}

/** Sends `amount` of each token from account 0 to `to`, as a test's setup. */
export async function fundWithTokens(
  client: PublicClient,
  manifest: DeploymentManifest,
  to: Address,
  amounts: readonly { token: Address; amount: bigint }[],
): Promise<void> {
  const wallet = createWalletClient({
    account: devAccount(FUNDING_ACCOUNT_INDEX),
    transport: http(manifest.rpcUrl),
  });
  for (const { token, amount } of amounts) {
    await mined(
      client,
      await wallet.writeContract({
        chain: null,
        address: token,
        abi: erc20Abi,
        functionName: "transfer",
        args: [to, amount],
      }),
    );
  }
}

/** The pair of two tokens, from the factory; the zero address when there is none. */
export function pairAddressOf(
  client: PublicClient,
  manifest: DeploymentManifest,
  tokenA: Address,
  tokenB: Address,
): Promise<Address> {
  return client.readContract({
    address: manifest.contracts.factory,
    abi: griddleFactoryAbi,
    functionName: "getPair",
    args: [tokenA, tokenB],
  });
}

/** Everything the pair's mint and burn arithmetic reads, at the latest block. */
export async function readPair(
  client: PublicClient,
  manifest: DeploymentManifest,
  pair: Address,
): Promise<PairSnapshot & { token0: Address }> {
  const [[reserve0, reserve1], totalSupply, kLast, token0, feeTo] = await Promise.all([
    client.readContract({ address: pair, abi: griddlePairAbi, functionName: "getReserves" }),
    client.readContract({ address: pair, abi: griddlePairAbi, functionName: "totalSupply" }),
    client.readContract({ address: pair, abi: griddlePairAbi, functionName: "kLast" }),
    client.readContract({ address: pair, abi: griddlePairAbi, functionName: "token0" }),
    client.readContract({
      address: manifest.contracts.factory,
      abi: griddleFactoryAbi,
      functionName: "feeTo",
    }),
  ]);
  return { reserve0, reserve1, totalSupply, kLast, token0, feeOn: feeTo !== zeroAddress };
}

/** The pair's reserves ordered as (reserve of `tokenA`, reserve of the other token). */
export function reservesFor(pair: PairSnapshot & { token0: Address }, tokenA: Address): [bigint, bigint] {
  return pair.token0.toLowerCase() === tokenA.toLowerCase()
    ? [pair.reserve0, pair.reserve1]
    : [pair.reserve1, pair.reserve0];
}

/** LP tokens the pair mints for `amountA` of `tokenA` and `amountB` of its other token. */
export function liquidityMintedFor(
  pair: PairSnapshot & { token0: Address },
  tokenA: Address,
  amountA: bigint,
  amountB: bigint,
): bigint {
  return pair.token0.toLowerCase() === tokenA.toLowerCase()
    ? liquidityMinted(pair, amountA, amountB)
    : liquidityMinted(pair, amountB, amountA);
}

/**
 * Deposits `tokenAmount` of `token` and `bnb` into the token's WBNB pair straight through the router,
 * from a dev account: the LP tokens a removal test starts from.
 */
export async function depositTokenAndBnb(
  client: PublicClient,
  manifest: DeploymentManifest,
  accountIndex: number,
  token: Address,
  tokenAmount: bigint,
  bnb: bigint,
): Promise<void> {
  const account = devAccount(accountIndex);
  const wallet = createWalletClient({ account, transport: http(manifest.rpcUrl) });
  const { router } = manifest.contracts;
  await mined(
    client,
    await wallet.writeContract({
      chain: null,
      address: token,
      abi: erc20Abi,
      functionName: "approve",
      args: [router, tokenAmount],
    }),
  );
  const { timestamp } = await client.getBlock();
  await mined(
    client,
    await wallet.writeContract({
      chain: null,
      address: router,
      abi: griddleRouterAbi,
      functionName: "addLiquidityETH",
      args: [token, tokenAmount, 0n, 0n, account.address, timestamp + 600n],
      value: bnb,
    }),
  );
}

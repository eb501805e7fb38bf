// Test setup through the router with viem, as a dev account signs it: the assertions that follow go
// through the UI, these only put the chain in the state the test needs.
import {
  CurrencyAmount,
  griddleFactoryAbi,
  griddlePairAbi,
  griddleRouterAbi,
  LOCAL_DEV_MNEMONIC,
  Token,
} from "@griddle/sdk";
import { createWalletClient, erc20Abi, http, maxUint256, type Address, type Hash } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { getTestStack } from "../../harness/testStack.ts";

const DEADLINE_SECONDS = 1200n;

function devWallet(accountIndex: number) {
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: accountIndex });
  return createWalletClient({ account, transport: http(getTestStack().manifest.rpcUrl) });
}

async function mined(hash: Hash): Promise<void> {
  const receipt = await getTestStack().publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`Setup transaction ${hash} reverted`);
}

/** From the chain's clock, which tests may have moved ahead of the machine's. */
async function deadline(): Promise<bigint> {
  const { timestamp } = await getTestStack().publicClient.getBlock();
  return timestamp + DEADLINE_SECONDS;
}

async function approveRouter(accountIndex: number, token: Address): Promise<void> {
  const wallet = devWallet(accountIndex);
  await mined(
    await wallet.writeContract({
      chain: null,
      address: token,
      abi: erc20Abi,
      functionName: "approve",
      args: [getTestStack().manifest.contracts.router, maxUint256],
    }),
  );
}

/** Adds `tokenAmount` of a token with the BNB the pool's price asks for (the router refunds the rest). */
export async function addLiquidityWithBnb(
  accountIndex: number,
  token: Address,
  tokenAmount: bigint,
  maxBnb: bigint,
): Promise<void> {
  await approveRouter(accountIndex, token);
  const wallet = devWallet(accountIndex);
  await mined(
    await wallet.writeContract({
      chain: null,
      address: getTestStack().manifest.contracts.router,
      abi: griddleRouterAbi,
      functionName: "addLiquidityETH",
      args: [token, tokenAmount, 0n, 0n, wallet.account.address, await deadline()],
      value: maxBnb,
    }),
  );
}

/** Adds two tokens at the pool's price, creating the pool at the given ratio when it does not exist. */
export async function addTokenLiquidity(
  accountIndex: number,
  [tokenA, amountA]: readonly [Address, bigint],
  [tokenB, amountB]: readonly [Address, bigint],
): Promise<void> {
  await approveRouter(accountIndex, tokenA);
  await approveRouter(accountIndex, tokenB);
  const wallet = devWallet(accountIndex);
  await mined(
    await wallet.writeContract({
      chain: null,
      address: getTestStack().manifest.contracts.router,
      abi: griddleRouterAbi,
      functionName: "addLiquidity",
      args: [tokenA, tokenB, amountA, amountB, 0n, 0n, wallet.account.address, await deadline()],
    }),
  );
}

/** The pair's address, as its factory created it (the zero address before it exists). */
export function pairAddressOf(tokenA: Address, tokenB: Address): Promise<Address> {
  const { manifest, publicClient } = getTestStack();
  return publicClient.readContract({
    address: manifest.contracts.factory,
    abi: griddleFactoryAbi,
    functionName: "getPair",
    args: [tokenA, tokenB],
  });
}

/** What the position cards must show, worked out from the chain with the pair's own math. */
export interface ExpectedPosition {
  readonly token0: Address;
  readonly token1: Address;
  /** The account's LP balance, 4 significant digits. */
  readonly balance: string;
  /** balance ÷ total supply as a percent with `decimals` decimals, rounded half up. */
  readonly share: (decimals: number) => string;
  /** balance × reserve ÷ total supply of each token, 6 significant digits. */
  readonly pooled0: string;
  readonly pooled1: string;
}

export async function readExpectedPosition(
  pair: Address,
  account: Address,
  decimalsOf: (token: Address) => number,
): Promise<ExpectedPosition> {
  const { manifest, publicClient } = getTestStack();
  const read = <const name extends "token0" | "token1" | "totalSupply" | "getReserves">(functionName: name) =>
    publicClient.readContract({ address: pair, abi: griddlePairAbi, functionName });
  const [token0, token1, totalSupply, [reserve0, reserve1], balance] = await Promise.all([
    read("token0"),
    read("token1"),
    read("totalSupply"),
    read("getReserves"),
    publicClient.readContract({ address: pair, abi: erc20Abi, functionName: "balanceOf", args: [account] }),
  ]);
  const amount = (token: Address, raw: bigint) =>
    CurrencyAmount.fromRawAmount(new Token(manifest.chainId, token, decimalsOf(token), "T", "T"), raw);
  // round(balance × 100 × 10^decimals ÷ supply), half up, written with the decimal point put back.
  const share = (decimals: number) => {
    const scale = 10n ** BigInt(decimals + 2);
    const scaled = (balance * scale * 2n + totalSupply) / (totalSupply * 2n);
    const whole = scaled / 10n ** BigInt(decimals);
    const fraction = (scaled % 10n ** BigInt(decimals)).toString().padStart(decimals, "0");
    return `${whole}.${fraction}%`;
  };
  return {
    token0,
    token1,
    balance: amount(pair, balance).toSignificant(4),
    share,
    pooled0: amount(token0, (balance * reserve0) / totalSupply).toSignificant(6),
    pooled1: amount(token1, (balance * reserve1) / totalSupply).toSignificant(6),
  };
}

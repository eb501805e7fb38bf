import { bEP20TokenAbi, griddleRouterAbi, LOCAL_DEV_MNEMONIC, type DeploymentManifest } from "@griddle/sdk";
import { createPublicClient, createWalletClient, defineChain, http, maxUint256, type Address } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { minedBy } from "./minedBy.ts";

/** A seeded dev account that trades through the router, each call one mined transaction. */
export function createTrader(manifest: DeploymentManifest, addressIndex: number) {
  const chain = defineChain({
    id: manifest.chainId,
    name: "Griddle Local",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [manifest.rpcUrl] } },
  });
  const transport = http(manifest.rpcUrl);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex });
  const wallet = createWalletClient({ chain, transport, account });
  const router = manifest.contracts.router;

  const mined = minedBy(publicClient);

  return {
    address: account.address,
    approveRouter: (token: Address) =>
      mined(
        wallet.writeContract({
          address: token,
          abi: bEP20TokenAbi,
          functionName: "approve",
          args: [router, maxUint256],
        }),
      ),
    swapExactBnbForTokens: (path: readonly Address[], value: bigint) =>
      mined(
        wallet.writeContract({
          address: router,
          abi: griddleRouterAbi,
          functionName: "swapExactETHForTokens",
          args: [0n, [...path], account.address, maxUint256],
          value,
        }),
      ),
    swapExactTokensForBnb: (path: readonly Address[], amountIn: bigint) =>
      mined(
        wallet.writeContract({
          address: router,
          abi: griddleRouterAbi,
          functionName: "swapExactTokensForETH",
          args: [amountIn, 0n, [...path], account.address, maxUint256],
        }),
      ),
    swapExactTokensForTokens: (path: readonly Address[], amountIn: bigint) =>
      mined(
        wallet.writeContract({
          address: router,
          abi: griddleRouterAbi,
          functionName: "swapExactTokensForTokens",
          args: [amountIn, 0n, [...path], account.address, maxUint256],
        }),
      ),
    addLiquidity: (tokenA: Address, tokenB: Address, amountA: bigint, amountB: bigint) =>
      mined(
        wallet.writeContract({
          address: router,
          abi: griddleRouterAbi,
          functionName: "addLiquidity",
          args: [tokenA, tokenB, amountA, amountB, 0n, 0n, account.address, maxUint256],
        }),
      ),
    removeLiquidity: (tokenA: Address, tokenB: Address, liquidity: bigint) =>
      mined(
        wallet.writeContract({
          address: router,
          abi: griddleRouterAbi,
          functionName: "removeLiquidity",
          args: [tokenA, tokenB, liquidity, 0n, 0n, account.address, maxUint256],
        }),
      ),
  };
}

export type Trader = ReturnType<typeof createTrader>;

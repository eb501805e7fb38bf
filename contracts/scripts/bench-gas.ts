// Gas benchmark: Griddle's AMM against the published Uniswap V2 build, on the in-process network.
// Both get the same tokens, the same WETH9 and the same pool sizes; every operation runs once to
// warm the pairs and the trader's balances, then once more to be measured (gasUsed from receipts).
// Exits non-zero when any Griddle/Uniswap ratio exceeds the target, so CI enforces it.
//   npm run bench:gas
import { createRequire } from "node:module";
import { network } from "hardhat";
import { getContract, maxUint256, parseEther, type Abi, type Address, type Hash, type Hex } from "viem";

const TARGET_RATIO = 0.95;
const TOKEN_SUPPLY = parseEther("1000000000");
const POOL_DEPTH = parseEther("100000");
// Dev accounts hold 10,000 native coins; two WETH pools must fit.
const NATIVE_POOL_DEPTH = parseEther("1000");
const TRADE = parseEther("10");
const FAR_DEADLINE = 2n ** 40n;

interface PublishedArtifact {
  abi: Abi;
  bytecode: string;
}

const require = createRequire(import.meta.url);
const published = (file: string): PublishedArtifact => require(file) as PublishedArtifact;
const uniswapFactoryArtifact = published("@uniswap/v2-core/build/UniswapV2Factory.json");
const testTokenArtifact = published("@uniswap/v2-core/build/ERC20.json");
const uniswapRouterArtifact = published("@uniswap/v2-periphery/build/UniswapV2Router02.json");
const weth9Artifact = published("@uniswap/v2-periphery/build/WETH9.json");

const { viem } = await network.create();
const publicClient = await viem.getPublicClient();
const [firstWallet] = await viem.getWalletClients();
if (firstWallet === undefined) throw new Error("the network has no wallet accounts");
const wallet = firstWallet;
const trader = wallet.account.address;

async function mined(hash: Hash): Promise<bigint> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== "success") throw new Error(`transaction ${hash} reverted`);
  return receipt.gasUsed;
}

async function deployPublished(artifact: PublishedArtifact, args: readonly unknown[] = []) {
  const bytecode = (artifact.bytecode.startsWith("0x") ? artifact.bytecode : `0x${artifact.bytecode}`) as Hex;
  const hash = await wallet.deployContract({ abi: artifact.abi, bytecode, args });
  const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error("deployment created no contract");
  return getContract({
    address: contractAddress,
    abi: artifact.abi,
    client: { public: publicClient, wallet: wallet },
  });
}

// Sorted so both DEXes see the same token0/token1 order in every pair.
const tokens = await Promise.all([0, 1, 2].map(() => deployPublished(testTokenArtifact, [TOKEN_SUPPLY])));
const [tokenA, tokenB, tokenC] = tokens.map((t) => t.address).sort() as [Address, Address, Address];
const weth = await deployPublished(weth9Artifact);

const uniswapFactory = await deployPublished(uniswapFactoryArtifact, [trader]);
const uniswapRouter = await deployPublished(uniswapRouterArtifact, [uniswapFactory.address, weth.address]);
const griddleFactory = await viem.deployContract("GriddleFactory", [trader]);
const griddleRouter = await viem.deployContract("GriddleRouter", [griddleFactory.address, weth.address]);

type Operation = (router: Address) => Promise<Hash>;

function routerCall(functionName: string, args: readonly unknown[], value?: bigint): Operation {
  // Both routers share the Router02 ABI, so Uniswap's ABI encodes calls for either.
  return (router) =>
    wallet.writeContract({
      address: router,
      abi: uniswapRouterArtifact.abi,
      functionName,
      args,
      ...(value === undefined ? {} : { value }),
      chain: wallet.chain,
      account: wallet.account,
    });
}

const operations: ReadonlyArray<readonly [string, Operation]> = [
  [
    "swapExactTokensForTokens, 1 hop",
    routerCall("swapExactTokensForTokens", [TRADE, 0n, [tokenA, tokenB], trader, FAR_DEADLINE]),
  ],
  [
    "swapExactTokensForTokens, 2 hops",
    routerCall("swapExactTokensForTokens", [TRADE, 0n, [tokenA, tokenB, tokenC], trader, FAR_DEADLINE]),
  ],
  [
    "swapExactETHForTokens",
    routerCall("swapExactETHForTokens", [0n, [weth.address, tokenA], trader, FAR_DEADLINE], TRADE),
  ],
  ["addLiquidity", routerCall("addLiquidity", [tokenA, tokenB, TRADE, TRADE, 0n, 0n, trader, FAR_DEADLINE])],
  [
    "removeLiquidity",
    routerCall("removeLiquidity", [tokenA, tokenB, TRADE / 2n, 0n, 0n, trader, FAR_DEADLINE]),
  ],
];

async function approveMax(token: Address, spender: Address): Promise<void> {
  await mined(
    await wallet.writeContract({
      address: token,
      abi: testTokenArtifact.abi,
      functionName: "approve",
      args: [spender, maxUint256],
      chain: wallet.chain,
      account: wallet.account,
    }),
  );
}

async function prepare(router: Address, factory: Address): Promise<void> {
  for (const token of [tokenA, tokenB, tokenC]) await approveMax(token, router);
  const seed = (a: Address, b: Address) =>
    routerCall("addLiquidity", [a, b, POOL_DEPTH, POOL_DEPTH, 0n, 0n, trader, FAR_DEADLINE])(router);
  await mined(await seed(tokenA, tokenB));
  await mined(await seed(tokenB, tokenC));
  await mined(
    await routerCall(
      "addLiquidityETH",
      [tokenA, NATIVE_POOL_DEPTH, 0n, 0n, trader, FAR_DEADLINE],
      NATIVE_POOL_DEPTH,
    )(router),
  );
  const pair = (await publicClient.readContract({
    address: factory,
    abi: uniswapFactoryArtifact.abi,
    functionName: "getPair",
    args: [tokenA, tokenB],
  })) as Address;
  await approveMax(pair, router);
}

/** Runs the operation once to warm everything it touches, then again to measure it. */
async function warmGasUsed(operation: Operation, router: Address): Promise<bigint> {
  await mined(await operation(router));
  return mined(await operation(router));
}

await prepare(uniswapRouter.address, uniswapFactory.address);
await prepare(griddleRouter.address, griddleFactory.address);

const rows: { name: string; uniswap: bigint; griddle: bigint; ratio: number }[] = [];
for (const [name, operation] of operations) {
  const uniswap = await warmGasUsed(operation, uniswapRouter.address);
  const griddle = await warmGasUsed(operation, griddleRouter.address);
  rows.push({ name, uniswap, griddle, ratio: Number(griddle) / Number(uniswap) });
}

const header = ["operation", "Uniswap V2 gas", "Griddle gas", "ratio"];
const cells = [
  header,
  ...rows.map((r) => [r.name, r.uniswap.toString(), r.griddle.toString(), r.ratio.toFixed(3)]),
];
const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? "").length)));
const line = (row: string[]) =>
  `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
console.log(line(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const row of cells.slice(1)) console.log(line(row));

// The reflection token has no Uniswap counterpart: its rows show what a transfer costs, for the record.
const reflectionToken = await viem.deployContract("ReflectionToken", [
  "SafeMoon",
  "SAFEMOON",
  9,
  TOKEN_SUPPLY,
  trader,
  griddleRouter.address,
]);
const [, firstHolder, secondHolder] = await viem.getWalletClients();
if (firstHolder === undefined || secondHolder === undefined)
  throw new Error("the network has too few wallets");
// The published ERC20 ABI has the two functions called here.
const reflectionCall = async (
  from: typeof wallet,
  functionName: "transfer" | "approve",
  args: readonly unknown[],
) =>
  mined(
    await from.writeContract({
      address: reflectionToken.address,
      abi: testTokenArtifact.abi,
      functionName,
      args,
      chain: from.chain,
      account: from.account,
    }),
  );
const reflectionTransfer = (from: typeof wallet, to: Address, amount: bigint): Promise<bigint> =>
  reflectionCall(from, "transfer", [to, amount]);
await reflectionTransfer(wallet, firstHolder.account.address, TOKEN_SUPPLY / 10n);
await reflectionTransfer(wallet, secondHolder.account.address, TOKEN_SUPPLY / 10n);
await reflectionTransfer(firstHolder, secondHolder.account.address, TRADE);
await reflectionCall(wallet, "approve", [griddleRouter.address, maxUint256]);
await mined(
  await routerCall(
    "addLiquidityETH",
    [reflectionToken.address, POOL_DEPTH, 0n, 0n, trader, FAR_DEADLINE],
    NATIVE_POOL_DEPTH,
  )(griddleRouter.address),
);
await reflectionCall(firstHolder, "approve", [griddleRouter.address, maxUint256]);
const sellReflection = async (): Promise<bigint> =>
  mined(
    await firstHolder.writeContract({
      address: griddleRouter.address,
      abi: uniswapRouterArtifact.abi,
      functionName: "swapExactTokensForETHSupportingFeeOnTransferTokens",
      args: [TRADE, 0n, [reflectionToken.address, weth.address], firstHolder.account.address, FAR_DEADLINE],
      chain: firstHolder.chain,
      account: firstHolder.account,
    }),
  );
await sellReflection();
const reflectionRows = [
  [
    "ReflectionToken transfer, taxed, between holders",
    await reflectionTransfer(firstHolder, secondHolder.account.address, TRADE),
  ],
  ["ReflectionToken sold through the router (fee-on-transfer swap)", await sellReflection()],
] as const;
console.log();
for (const [name, gas] of reflectionRows) console.log(`${name}: ${gas.toString()} gas`);

const over = rows.filter((r) => r.ratio > TARGET_RATIO);
if (over.length > 0) {
  console.error(`\nOver the ${TARGET_RATIO} target: ${over.map((r) => r.name).join(", ")}`);
  process.exitCode = 1;
} else {
  console.log(`\nAll ratios are within the ${TARGET_RATIO} target.`);
}

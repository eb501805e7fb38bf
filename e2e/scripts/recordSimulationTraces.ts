// Records the unit-test fixtures of @griddle/sdk's simulation core from a real local chain: for each
// user action, the node's `debug_traceCall` (callTracer with logs) of the transaction, then what the
// same transaction did once mined (balances read before and after, gas from the receipt). The core's
// tests compare the two, so the fixtures hold chain facts, not expected answers written by hand.
//
//   node e2e/scripts/recordSimulationTraces.ts [rpcPort]
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  LOCAL_DEV_MNEMONIC,
  bunnyFactoryAbi,
  griddleBunniesAbi,
  griddlePairAbi,
  griddleRouterAbi,
  masterChefAbi,
  wbnbAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import { deployToLocalChain, startChainNode } from "@griddle/stack";
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  isAddressEqual,
  maxUint256,
  parseEther,
  parseSignature,
  type Address,
  type Hex,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";

const fixturesDir = path.resolve(import.meta.dirname, "../../packages/sdk/src/simulation/fixtures");
const rpcPort = Number(process.argv[2] ?? 9100);

interface TxRequest {
  readonly to: Address;
  readonly data: Hex;
  readonly value?: bigint;
}

interface Scenario {
  readonly name: string;
  readonly description: string;
  /** Transactions sent first, untraced, to put the user in the state the scenario starts from. */
  readonly setup?: () => Promise<readonly TxRequest[]>;
  readonly request: () => Promise<TxRequest>;
  /** (token, spender) pairs whose allowance after mining the fixture keeps. */
  readonly allowances?: readonly (readonly [Address, Address])[];
  /** ERC-721 tokens whose owner after mining the fixture keeps, named before or after mining. */
  readonly nfts?: {
    readonly when: "before" | "after";
    readonly read: () => Promise<readonly (readonly [Address, bigint])[]>;
  };
  readonly errorsAbi?: string;
}

const node = await startChainNode({ host: "127.0.0.1", port: rpcPort });
try {
  const manifest: DeploymentManifest = await deployToLocalChain(node.rpcUrl);
  const chain = defineChain({
    id: manifest.chainId,
    name: "Griddle Local",
    nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  });
  const transport = http(node.rpcUrl, { batch: false });
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
  // Unseeded accounts: the user has bought no starter bunny yet, and gets its tokens below.
  const account = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 12 });
  const other = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 13 }).address;
  const wallet = createWalletClient({ chain, transport, account });
  const user = account.address;
  // Interval mining would move the chain between the trace and the mined transaction.
  await publicClient.request({ method: "evm_setIntervalMining" as never, params: [0] as never });

  const { router, wbnb, cake } = manifest.contracts;
  const tokenOf = (symbol: string) => {
    const token = manifest.tokens.find((t) => t.symbol === symbol);
    if (token === undefined) throw new Error(`no ${symbol} in the manifest`);
    return token.address;
  };
  const busd = tokenOf("BUSD");
  const safemoon = manifest.notices.feeOnTransferToken;
  const pairOf = (a: Address, b: Address) => {
    const pair = manifest.pairs.find(
      (p) =>
        (isAddressEqual(p.token0, a) && isAddressEqual(p.token1, b)) ||
        (isAddressEqual(p.token0, b) && isAddressEqual(p.token1, a)),
    );
    if (pair === undefined) throw new Error(`no pair of ${a} and ${b}`);
    return pair.address;
  };
  const cakeBnbLp = pairOf(cake, wbnb);
  const farm = manifest.staking.farms.find((f) => isAddressEqual(f.lpAddress, cakeBnbLp));
  if (farm === undefined) throw new Error("no CAKE-BNB farm");
  const { masterChef } = manifest.staking;
  const { collection, factory: bunnyFactory } = manifest.profile;
  const watchedTokens: Address[] = [
    ...manifest.tokens.map((t) => t.address),
    ...manifest.pairs.map((p) => p.address),
  ];
  const deadline = async () => (await publicClient.getBlock()).timestamp + 600n;
  const approve = (token: Address, spender: Address, amount = maxUint256): TxRequest => ({
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [spender, amount] }),
  });
  const balanceOf = (token: Address, owner: Address) =>
    publicClient.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
  const send = async (request: TxRequest) => {
    const hash = await wallet.sendTransaction({ ...request, account, chain });
    return publicClient.waitForTransactionReceipt({ hash });
  };
  const ownedBunny = async () => {
    const count = await publicClient.readContract({
      address: collection,
      abi: griddleBunniesAbi,
      functionName: "balanceOf",
      args: [user],
    });
    if (count === 0n) throw new Error("the user owns no bunny");
    return publicClient.readContract({
      address: collection,
      abi: griddleBunniesAbi,
      functionName: "tokenOfOwnerByIndex",
      args: [user, count - 1n],
    });
  };

  const scenarios: Scenario[] = [
    {
      name: "approveUnlimited",
      description: "approves the router for an unlimited amount of CAKE",
      request: async () => approve(cake, router),
      allowances: [[cake, router]],
    },
    {
      name: "swapTokens",
      description: "swaps 10 CAKE for BUSD through the router",
      request: async () => ({
        to: router,
        data: encodeFunctionData({
          abi: griddleRouterAbi,
          functionName: "swapExactTokensForTokens",
          args: [parseEther("10"), 0n, [cake, wbnb, busd], user, await deadline()],
        }),
      }),
      allowances: [[cake, router]],
    },
    {
      name: "swapBnbForTokens",
      description: "swaps 1 BNB for CAKE",
      request: async () => ({
        to: router,
        value: parseEther("1"),
        data: encodeFunctionData({
          abi: griddleRouterAbi,
          functionName: "swapExactETHForTokens",
          args: [0n, [wbnb, cake], user, await deadline()],
        }),
      }),
    },
    {
      name: "wrap",
      description: "wraps 2 BNB into WBNB",
      request: async () => ({
        to: wbnb,
        value: parseEther("2"),
        data: encodeFunctionData({ abi: wbnbAbi, functionName: "deposit" }),
      }),
    },
    {
      name: "feeOnTransferSale",
      description: "sells 1,000,000 SAFEMOON for BNB with the fee-on-transfer swap",
      setup: async () => [approve(safemoon, router)],
      request: async () => ({
        to: router,
        data: encodeFunctionData({
          abi: griddleRouterAbi,
          functionName: "swapExactTokensForETHSupportingFeeOnTransferTokens",
          args: [1_000_000n * 10n ** 9n, 0n, [safemoon, wbnb], user, await deadline()],
        }),
      }),
      allowances: [[safemoon, router]],
    },
    {
      name: "addLiquidity",
      description: "adds 100 CAKE and up to 5 BNB to the CAKE-BNB pair; the router refunds unused BNB",
      request: async () => ({
        to: router,
        value: parseEther("5"),
        data: encodeFunctionData({
          abi: griddleRouterAbi,
          functionName: "addLiquidityETH",
          args: [cake, parseEther("100"), 0n, 0n, user, await deadline()],
        }),
      }),
    },
    {
      name: "removeWithPermit",
      description: "removes half of the user's CAKE-BNB liquidity with a permit instead of an approval",
      request: async () => {
        const liquidity = (await balanceOf(cakeBnbLp, user)) / 2n;
        const nonce = await publicClient.readContract({
          address: cakeBnbLp,
          abi: griddlePairAbi,
          functionName: "nonces",
          args: [user],
        });
        const permitDeadline = await deadline();
        const signature = await account.signTypedData({
          domain: {
            name: "Griddle LPs",
            version: "1",
            chainId: manifest.chainId,
            verifyingContract: cakeBnbLp,
          },
          types: {
            Permit: [
              { name: "owner", type: "address" },
              { name: "spender", type: "address" },
              { name: "value", type: "uint256" },
              { name: "nonce", type: "uint256" },
              { name: "deadline", type: "uint256" },
            ],
          },
          primaryType: "Permit",
          message: { owner: user, spender: router, value: liquidity, nonce, deadline: permitDeadline },
        });
        const { v, r, s } = parseSignature(signature);
        return {
          to: router,
          data: encodeFunctionData({
            abi: griddleRouterAbi,
            functionName: "removeLiquidityETHWithPermit",
            args: [cake, liquidity, 0n, 0n, user, permitDeadline, false, Number(v), r, s],
          }),
        };
      },
      allowances: [[cakeBnbLp, router]],
    },
    {
      name: "stake",
      description: "stakes the rest of the user's CAKE-BNB liquidity in its farm",
      setup: async () => [approve(cakeBnbLp, masterChef)],
      request: async () => ({
        to: masterChef,
        data: encodeFunctionData({
          abi: masterChefAbi,
          functionName: "deposit",
          args: [BigInt(farm.pid), await balanceOf(cakeBnbLp, user)],
        }),
      }),
      allowances: [[cakeBnbLp, masterChef]],
    },
    {
      name: "claim",
      description: "harvests the farm's CAKE reward a few blocks after staking",
      setup: async () => {
        await publicClient.request({ method: "hardhat_mine" as never, params: ["0x5"] as never });
        return [];
      },
      request: async () => ({
        to: masterChef,
        data: encodeFunctionData({
          abi: masterChefAbi,
          functionName: "deposit",
          args: [BigInt(farm.pid), 0n],
        }),
      }),
    },
    {
      name: "nftMint",
      description: "buys a starter bunny for CAKE",
      setup: async () => [approve(cake, bunnyFactory)],
      request: async () => ({
        to: bunnyFactory,
        data: encodeFunctionData({ abi: bunnyFactoryAbi, functionName: "mintNFT", args: [0] }),
      }),
      nfts: { when: "after", read: async () => [[collection, await ownedBunny()]] },
    },
    {
      name: "nftTransfer",
      description: "sends the bunny to another account",
      request: async () => ({
        to: collection,
        data: encodeFunctionData({
          abi: griddleBunniesAbi,
          functionName: "safeTransferFrom",
          args: [user, other, await ownedBunny()],
        }),
      }),
      nfts: { when: "before", read: async () => [[collection, await ownedBunny()]] },
    },
    {
      name: "revertSlippage",
      description: "a swap whose minimum output cannot be met reverts with the router's error",
      request: async () => ({
        to: router,
        value: parseEther("1"),
        data: encodeFunctionData({
          abi: griddleRouterAbi,
          functionName: "swapExactETHForTokens",
          args: [maxUint256, [wbnb, cake], user, await deadline()],
        }),
      }),
      errorsAbi: "griddleRouterAbi",
    },
  ];

  // The deployer is free of the reflection token's fee, so both arrive whole.
  const deployer = createWalletClient({
    chain,
    transport,
    account: mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: 0 }),
  });
  for (const [token, amount] of [
    [cake, parseEther("10000")],
    [safemoon, 10_000_000n * 10n ** 9n],
  ] as const) {
    const hash = await deployer.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: "transfer",
      args: [user, amount],
    });
    await publicClient.waitForTransactionReceipt({ hash });
  }

  await mkdir(fixturesDir, { recursive: true });
  for (const scenario of scenarios) {
    for (const request of (await scenario.setup?.()) ?? []) await send(request);
    const request = await scenario.request();
    const nftsBefore = scenario.nfts?.when === "before" ? await scenario.nfts.read() : [];
    const callRequest = {
      from: user,
      to: request.to,
      data: request.data,
      ...(request.value === undefined ? {} : { value: `0x${request.value.toString(16)}` }),
    };
    const trace = await publicClient.request({
      method: "debug_traceCall" as never,
      params: [callRequest, "pending", { tracer: "callTracer", tracerConfig: { withLog: true } }] as never,
    });
    const fixture: Record<string, unknown> = {
      description: scenario.description,
      user,
      request: callRequest,
      errorsAbi: scenario.errorsAbi,
      trace,
    };
    if (scenario.errorsAbi === undefined) {
      const nativeBefore = await publicClient.getBalance({ address: user });
      const tokensBefore = await Promise.all(watchedTokens.map((token) => balanceOf(token, user)));
      const receipt = await send(request);
      if (receipt.status !== "success") throw new Error(`${scenario.name} reverted when mined`);
      const nativeAfter = await publicClient.getBalance({ address: user });
      const tokensAfter = await Promise.all(watchedTokens.map((token) => balanceOf(token, user)));
      const gasCost = receipt.gasUsed * receipt.effectiveGasPrice;
      const allowances = await Promise.all(
        (scenario.allowances ?? []).map(async ([token, spender]) => ({
          token,
          spender,
          amount: String(
            await publicClient.readContract({
              address: token,
              abi: erc20Abi,
              functionName: "allowance",
              args: [user, spender],
            }),
          ),
        })),
      );
      const nftOwners = await Promise.all(
        [...nftsBefore, ...(scenario.nfts?.when === "after" ? await scenario.nfts.read() : [])].map(
          async ([token, tokenId]) => ({
            token,
            tokenId: String(tokenId),
            owner: await publicClient.readContract({
              address: token,
              abi: griddleBunniesAbi,
              functionName: "ownerOf",
              args: [tokenId],
            }),
          }),
        ),
      );
      fixture.mined = {
        gasUsed: String(receipt.gasUsed),
        nativeChange: String(nativeAfter - nativeBefore + gasCost),
        tokenChanges: watchedTokens
          .map((token, index) => ({
            token,
            amount: (tokensAfter[index] ?? 0n) - (tokensBefore[index] ?? 0n),
          }))
          .filter(({ amount }) => amount !== 0n)
          .map(({ token, amount }) => ({ token, amount: String(amount) })),
        allowances,
        nftOwners,
      };
    }
    await writeFile(path.join(fixturesDir, `${scenario.name}.json`), `${JSON.stringify(fixture, null, 2)}\n`);
    console.log(`recorded ${scenario.name}`);
  }
} finally {
  await node.stop();
}

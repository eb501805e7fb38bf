import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, it } from "node:test";
import { network } from "hardhat";
import {
  BaseError,
  ContractFunctionRevertedError,
  encodePacked,
  getAddress,
  getContract,
  isAddressEqual,
  getCreate2Address,
  keccak256,
  maxUint256,
  parseEther,
  parseEventLogs,
  parseSignature,
  toEventSelector,
  toFunctionSignature,
  type Abi,
  type AbiEvent,
  type AbiFunction,
  type Address,
  type Hash,
} from "viem";
import {
  BEP20TokenArtifact,
  GriddleFactoryArtifact,
  GriddlePairArtifact,
  GriddleRouterArtifact,
  WBNBArtifact,
} from "../../generated/artifacts.ts";

const require = createRequire(import.meta.url);
const uniswapAbi = (file: string): Abi => (require(file) as { abi: Abi }).abi;
const uniswapPairAbi = uniswapAbi("@uniswap/v2-core/build/UniswapV2Pair.json");
const uniswapFactoryAbi = uniswapAbi("@uniswap/v2-core/build/UniswapV2Factory.json");
const uniswapRouterAbi = uniswapAbi("@uniswap/v2-periphery/build/UniswapV2Router02.json");

const functionSignatures = (abi: Abi): Set<string> =>
  new Set(
    abi.filter((item): item is AbiFunction => item.type === "function").map((f) => toFunctionSignature(f)),
  );
const eventSelectors = (abi: Abi): Set<string> =>
  new Set(abi.filter((item): item is AbiEvent => item.type === "event").map((e) => toEventSelector(e)));
/** The custom error a failed contract call reverted with, as viem decoded it from the ABI. */
const revertedWith = (error: unknown) => {
  const reverted =
    error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null;
  return reverted instanceof ContractFunctionRevertedError ? reverted.data : undefined;
};
const missingFrom = (ours: Set<string>, theirs: Set<string>, except: string[] = []): string[] =>
  [...theirs].filter((signature) => !ours.has(signature) && !except.includes(signature));

describe("Griddle AMM through viem", async () => {
  const { viem } = await network.create();
  const publicClient = await viem.getPublicClient();
  const [wallet] = await viem.getWalletClients();
  if (wallet === undefined) throw new Error("The network has no accounts");
  const user = wallet.account.address;
  const client = { public: publicClient, wallet };

  const deployed = async (hash: Hash): Promise<Address> => {
    const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error("no contract deployed");
    return contractAddress;
  };
  const token = async (name: string, symbol: string) =>
    getContract({
      address: await deployed(
        await wallet.deployContract({
          ...BEP20TokenArtifact,
          args: [name, symbol, 18, parseEther("1000000"), user],
        }),
      ),
      abi: BEP20TokenArtifact.abi,
      client,
    });
  const factory = getContract({
    address: await deployed(await wallet.deployContract({ ...GriddleFactoryArtifact, args: [user] })),
    abi: GriddleFactoryArtifact.abi,
    client,
  });
  const wbnb = getContract({
    address: await deployed(await wallet.deployContract({ ...WBNBArtifact })),
    abi: WBNBArtifact.abi,
    client,
  });
  const router = getContract({
    address: await deployed(
      await wallet.deployContract({ ...GriddleRouterArtifact, args: [factory.address, wbnb.address] }),
    ),
    abi: GriddleRouterArtifact.abi,
    client,
  });
  const pairAt = (address: Address) => getContract({ address, abi: GriddlePairArtifact.abi, client });
  const cake = await token("PancakeSwap Token", "CAKE");
  const busd = await token("Binance USD", "BUSD");
  const deadline = 2n ** 40n;

  const mined = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, "success");
    return receipt;
  };

  it("keeps the Uniswap V2 ABI: every Router02, factory and pair function and event", async () => {
    assert.deepEqual(missingFrom(functionSignatures(router.abi), functionSignatures(uniswapRouterAbi)), []);
    // The pair's tokens come from the factory during construction, so there is no initialize().
    assert.deepEqual(
      missingFrom(functionSignatures(GriddlePairArtifact.abi), functionSignatures(uniswapPairAbi), [
        "initialize(address,address)",
      ]),
      [],
    );
    assert.deepEqual(missingFrom(functionSignatures(factory.abi), functionSignatures(uniswapFactoryAbi)), []);
    assert.deepEqual(
      missingFrom(eventSelectors(GriddlePairArtifact.abi), eventSelectors(uniswapPairAbi)),
      [],
    );
    assert.deepEqual(missingFrom(eventSelectors(factory.abi), eventSelectors(uniswapFactoryAbi)), []);
  });

  it("lets off-chain code compute pair addresses from INIT_CODE_PAIR_HASH", async () => {
    await mined(await factory.write.createPair([busd.address, cake.address]));
    const [token0, token1] =
      cake.address.toLowerCase() < busd.address.toLowerCase() ? [cake, busd] : [busd, cake];
    const computed = getCreate2Address({
      from: factory.address,
      salt: keccak256(encodePacked(["address", "address"], [token0.address, token1.address])),
      bytecodeHash: await factory.read.INIT_CODE_PAIR_HASH(),
    });
    assert.equal(computed, await factory.read.getPair([cake.address, busd.address]));
  });

  it("adds BNB liquidity, swaps both ways with V2-decodable events, and removes with a signed permit", async () => {
    await mined(await cake.write.approve([router.address, maxUint256]));
    await mined(
      await router.write.addLiquidityETH([cake.address, parseEther("1000"), 0n, 0n, user, deadline], {
        value: parseEther("100"),
      }),
    );
    const pairAddress = await factory.read.getPair([cake.address, wbnb.address]);
    const pair = pairAt(pairAddress);
    const liquidity = await pair.read.balanceOf([user]);
    assert.equal(liquidity, 316227766016837933199n - 1000n); // sqrt(1000e18 * 100e18) - MINIMUM_LIQUIDITY

    const [, cakeOut] = await router.read.getAmountsOut([parseEther("1"), [wbnb.address, cake.address]]);
    if (cakeOut === undefined) throw new Error("getAmountsOut returned one amount for two tokens");
    const swapReceipt = await mined(
      await router.write.swapExactETHForTokens([cakeOut, [wbnb.address, cake.address], user, deadline], {
        value: parseEther("1"),
      }),
    );
    // An indexer built for Uniswap V2 reads Griddle's events with the V2 ABI.
    const [swap] = parseEventLogs({ abi: uniswapPairAbi, logs: swapReceipt.logs, eventName: "Swap" });
    assert.ok(swap);
    const wbnbIsToken0 = isAddressEqual(await pair.read.token0(), wbnb.address);
    assert.deepEqual(swap.args, {
      sender: getAddress(router.address),
      amount0In: wbnbIsToken0 ? parseEther("1") : 0n,
      amount1In: wbnbIsToken0 ? 0n : parseEther("1"),
      amount0Out: wbnbIsToken0 ? 0n : cakeOut,
      amount1Out: wbnbIsToken0 ? cakeOut : 0n,
      to: getAddress(user),
    });

    const balanceBefore = await publicClient.getBalance({ address: user });
    const sellReceipt = await mined(
      await router.write.swapExactTokensForETH([
        parseEther("10"),
        0n,
        [cake.address, wbnb.address],
        user,
        deadline,
      ]),
    );
    const [sync] = parseEventLogs({ abi: uniswapPairAbi, logs: sellReceipt.logs, eventName: "Sync" });
    const [reserve0, reserve1] = await pair.read.getReserves();
    assert.deepEqual(sync?.args, { reserve0, reserve1 });
    const gasCost = sellReceipt.gasUsed * sellReceipt.effectiveGasPrice;
    assert.ok((await publicClient.getBalance({ address: user })) > balanceBefore - gasCost);

    // The wallet signs an EIP-2612 permit instead of sending an approval transaction.
    const signature = await wallet.signTypedData({
      domain: {
        name: "Griddle LPs",
        version: "1",
        chainId: await publicClient.getChainId(),
        verifyingContract: pairAddress,
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
      message: { owner: user, spender: router.address, value: liquidity, nonce: 0n, deadline },
    });
    const { v, r, s } = parseSignature(signature);
    const removal = [cake.address, liquidity, 0n, 0n, user, deadline, false, Number(v), r, s] as const;
    const {
      result: [amountToken, amountETH],
    } = await router.simulate.removeLiquidityETHWithPermit(removal);
    await mined(await router.write.removeLiquidityETHWithPermit(removal));
    assert.equal(await pair.read.balanceOf([user]), 0n);
    assert.equal(await pair.read.nonces([user]), 1n);
    assert.ok(amountToken > 0n && amountETH > 0n);
    const [left0, left1] = await pair.read.getReserves();
    // Only the locked MINIMUM_LIQUIDITY's share remains in the pool.
    assert.equal(await pair.read.totalSupply(), 1000n);
    assert.ok(left0 > 0n && left1 > 0n);
  });

  it("reverts with typed errors a client can decode", async () => {
    const block = await publicClient.getBlock();
    await assert.rejects(
      router.write.swapExactTokensForTokens([1n, 0n, [cake.address, busd.address], user, 1n]),
      (error) => {
        const decoded = revertedWith(error);
        assert.equal(decoded?.errorName, "Expired");
        assert.equal(decoded.args?.[0], 1n);
        assert.ok((decoded.args?.[1] as bigint) >= block.timestamp);
        return true;
      },
    );
    const pairAddress: Address = await factory.read.getPair([cake.address, busd.address]);
    await assert.rejects(factory.write.createPair([busd.address, cake.address]), (error) => {
      const decoded = revertedWith(error);
      assert.equal(decoded?.errorName, "PairExists");
      assert.deepEqual(decoded.args, [pairAddress]);
      return true;
    });
  });
});

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { parseDeploymentManifest, SEEDED_DEV_ACCOUNT_COUNT, type DeploymentManifest } from "@griddle/sdk";
import { formatUnits, getAddress, isAddressEqual, zeroAddress, type Address } from "viem";
import {
  BEP20TokenArtifact,
  GriddleFactoryArtifact,
  GriddlePairArtifact,
  ReflectionTokenArtifact,
} from "../../generated/artifacts.ts";
import { deployLocalStack } from "../../deploy/deployAll.ts";
import { LOCAL_PAIRS } from "../../deploy/localPairs.ts";
import { LOCAL_TOKENS } from "../../deploy/localTokens.ts";

async function deployOnFreshChain() {
  const connection = await network.create();
  const publicClient = await connection.viem.getPublicClient();
  const walletClients = await connection.viem.getWalletClients();
  const [deployer] = walletClients;
  if (deployer === undefined) throw new Error("The network has no accounts");
  const seedAccounts = walletClients
    .slice(0, SEEDED_DEV_ACCOUNT_COUNT)
    .map((client) => client.account.address);
  const blocked = walletClients[19]?.account.address ?? zeroAddress;
  const started = performance.now();
  const manifest = await deployLocalStack({
    publicClient,
    walletClient: deployer,
    seedAccounts,
    rpcUrl: "http://127.0.0.1:8545",
    blockedAddresses: [blocked],
  });
  const seconds = (performance.now() - started) / 1000;
  return { connection, publicClient, manifest, seedAccounts, blocked, seconds };
}

function tokenBySymbol(manifest: DeploymentManifest, symbol: string) {
  const token = manifest.tokens.find((candidate) => candidate.symbol === symbol);
  assert.ok(token, `${symbol} is in the manifest`);
  return token;
}

describe("deployLocalStack", async () => {
  const first = await deployOnFreshChain();
  const { manifest, publicClient } = first;
  console.log(`deploy + seed took ${first.seconds.toFixed(2)} s`);

  it("returns a manifest the SDK accepts, with the list's tokens in order and both notices", () => {
    assert.deepEqual(parseDeploymentManifest(JSON.parse(JSON.stringify(manifest))), manifest);
    assert.equal(manifest.chainId, 31337);
    assert.equal(manifest.rpcUrl, "http://127.0.0.1:8545");
    assert.deepEqual(
      manifest.tokens.map((token) => token.symbol),
      LOCAL_TOKENS.map((token) => token.symbol),
    );
    assert.equal(tokenBySymbol(manifest, "WBNB").address, manifest.contracts.wbnb);
    assert.equal(tokenBySymbol(manifest, "CAKE").address, manifest.contracts.cake);
    assert.equal(manifest.notices.feeOnTransferToken, tokenBySymbol(manifest, "SAFEMOON").address);
    assert.equal(manifest.notices.compromisedToken, tokenBySymbol(manifest, "BONDLY").address);
    assert.deepEqual(manifest.blockedAddresses, [first.blocked]);
  });

  it("names, symbols and decimals match the deployed tokens", async () => {
    for (const token of manifest.tokens) {
      const [name, symbol, decimals] = await Promise.all([
        publicClient.readContract({
          address: token.address,
          abi: BEP20TokenArtifact.abi,
          functionName: "name",
        }),
        publicClient.readContract({
          address: token.address,
          abi: BEP20TokenArtifact.abi,
          functionName: "symbol",
        }),
        publicClient.readContract({
          address: token.address,
          abi: BEP20TokenArtifact.abi,
          functionName: "decimals",
        }),
      ]);
      assert.deepEqual(
        { name, symbol, decimals },
        { name: token.name, symbol: token.symbol, decimals: token.decimals },
      );
    }
  });

  it("starts at the block of the first deployment", async () => {
    const code = await publicClient.getCode({
      address: manifest.contracts.wbnb,
      blockNumber: BigInt(manifest.startBlock),
    });
    assert.ok(code && code !== "0x");
    const before = await publicClient.getCode({
      address: manifest.contracts.wbnb,
      blockNumber: BigInt(manifest.startBlock - 1),
    });
    assert.equal(before, undefined);
  });

  it("sets the fee collector as the factory's feeTo and lists every pair the factory created", async () => {
    const feeTo = await publicClient.readContract({
      address: manifest.contracts.factory,
      abi: GriddleFactoryArtifact.abi,
      functionName: "feeTo",
    });
    assert.equal(feeTo, manifest.contracts.feeCollector);
    assert.equal(manifest.pairs.length, LOCAL_PAIRS.length);
    assert.ok(manifest.pairs.length >= 12);
  });

  it("prices every pool at the list's dollar prices within 1%", async () => {
    for (const { tokenA, tokenB } of LOCAL_PAIRS) {
      const a = tokenBySymbol(manifest, tokenA);
      const b = tokenBySymbol(manifest, tokenB);
      const pair = await publicClient.readContract({
        address: manifest.contracts.factory,
        abi: GriddleFactoryArtifact.abi,
        functionName: "getPair",
        args: [a.address, b.address],
      });
      assert.ok(
        manifest.pairs.some((listed) => listed.address === pair),
        `${tokenA}-${tokenB} is listed`,
      );
      const [reserve0, reserve1] = await publicClient.readContract({
        address: pair,
        abi: GriddlePairArtifact.abi,
        functionName: "getReserves",
      });
      const aIsToken0 = BigInt(a.address) < BigInt(b.address);
      const reserveA = Number(formatUnits(aIsToken0 ? reserve0 : reserve1, a.decimals));
      const reserveB = Number(formatUnits(aIsToken0 ? reserve1 : reserve0, b.decimals));
      const priceA = Number(LOCAL_TOKENS.find((token) => token.symbol === tokenA)?.usdPrice);
      const priceB = Number(LOCAL_TOKENS.find((token) => token.symbol === tokenB)?.usdPrice);
      const impliedPriceA = (reserveB * priceB) / reserveA;
      assert.ok(
        Math.abs(impliedPriceA / priceA - 1) < 0.01,
        `${tokenA} in ${tokenA}-${tokenB} is ${impliedPriceA}`,
      );
      assert.ok(reserveA * priceA >= 50_000, `${tokenA}-${tokenB} holds at least $50k a side`);
    }
  });

  it("reaches TWT only through CAKE", async () => {
    const twt = tokenBySymbol(manifest, "TWT").address;
    const involvingTwt = manifest.pairs.filter((pair) => pair.token0 === twt || pair.token1 === twt);
    assert.equal(involvingTwt.length, 1);
    const [onlyPair] = involvingTwt;
    assert.ok(onlyPair && [onlyPair.token0, onlyPair.token1].includes(manifest.contracts.cake));
  });

  it("gives every seed account every token", async () => {
    for (const account of first.seedAccounts) {
      for (const token of LOCAL_TOKENS) {
        if (token.seedAmount === 0n) continue;
        const balance = await publicClient.readContract({
          address: tokenBySymbol(manifest, token.symbol).address,
          abi: BEP20TokenArtifact.abi,
          functionName: "balanceOf",
          args: [account],
        });
        assert.ok(balance > 0n, `${account} holds ${token.symbol}`);
      }
    }
  });

  it("excludes the SAFEMOON pair from reflections", async () => {
    const safemoon = tokenBySymbol(manifest, "SAFEMOON").address;
    const pair = await publicClient.readContract({
      address: safemoon,
      abi: ReflectionTokenArtifact.abi,
      functionName: "liquidityPair",
    });
    assert.ok(manifest.pairs.some((listed) => isAddressEqual(listed.address, pair)));
    const excluded = await publicClient.readContract({
      address: safemoon,
      abi: ReflectionTokenArtifact.abi,
      functionName: "isExcludedFromReward",
      args: [pair],
    });
    assert.equal(excluded, true);
  });

  it("gives identical addresses on another fresh chain", async () => {
    const second = await deployOnFreshChain();
    const addressesOf = (deployed: DeploymentManifest): Address[] => [
      ...Object.values(deployed.contracts),
      ...deployed.tokens.map((token) => token.address),
      ...deployed.pairs.map((pair) => getAddress(pair.address)),
    ];
    assert.deepEqual(addressesOf(second.manifest), addressesOf(manifest));
    assert.equal(second.manifest.initCodePairHash, manifest.initCodePairHash);
    assert.equal(second.manifest.startBlock, manifest.startBlock);
    await second.connection.close();
  });

  it("finishes well within the 10 s budget", () => {
    assert.ok(first.seconds < 10, `took ${first.seconds} s`);
  });
});

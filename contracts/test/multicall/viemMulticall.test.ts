import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { createPublicClient, custom, defineChain, isAddressEqual, parseUnits, type Address } from "viem";
import { BEP20TokenArtifact, MulticallArtifact } from "../../generated/artifacts.ts";

describe("Multicall with viem", async () => {
  const connection = await network.create();
  const { viem } = connection;
  const [deployer] = await viem.getWalletClients();
  if (deployer === undefined) throw new Error("The network has no accounts");
  const publicClient = await viem.getPublicClient();

  const deployed = async (hash: `0x${string}`): Promise<Address> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("no contract deployed");
    return receipt.contractAddress;
  };
  const multicall = await deployed(
    await deployer.deployContract({ abi: MulticallArtifact.abi, bytecode: MulticallArtifact.bytecode }),
  );
  const token = await deployed(
    await deployer.deployContract({
      abi: BEP20TokenArtifact.abi,
      bytecode: BEP20TokenArtifact.bytecode,
      args: ["Binance USD", "BUSD", 18, parseUnits("1000", 18), deployer.account.address],
    }),
  );
  const tokenRead = { address: token, abi: BEP20TokenArtifact.abi } as const;

  it("answers viem's multicall action like direct reads, with per-call failures", async () => {
    const [name, balance, failed] = await publicClient.multicall({
      multicallAddress: multicall,
      contracts: [
        { ...tokenRead, functionName: "name" },
        { ...tokenRead, functionName: "balanceOf", args: [deployer.account.address] },
        { ...tokenRead, functionName: "transferFrom", args: [deployer.account.address, multicall, 1n] },
      ],
    });
    assert.deepEqual(name, {
      status: "success",
      result: await publicClient.readContract({ ...tokenRead, functionName: "name" }),
    });
    assert.deepEqual(balance, { status: "success", result: parseUnits("1000", 18) });
    assert.equal(failed.status, "failure");
  });

  it("serves a client that batches reads into aggregate3 through its chain's multicall3 address", async () => {
    const callsToMulticall: unknown[] = [];
    const chain = defineChain({
      id: await publicClient.getChainId(),
      name: "Griddle Local",
      nativeCurrency: { name: "BNB", symbol: "BNB", decimals: 18 },
      rpcUrls: { default: { http: ["http://127.0.0.1:8545"] } },
      contracts: { multicall3: { address: multicall } },
    });
    const batching = createPublicClient({
      chain,
      batch: { multicall: { wait: 10 } },
      transport: custom({
        request: async ({ method, params }: { method: string; params?: readonly unknown[] }) => {
          const [call] = (params ?? []) as readonly [{ to?: Address }?];
          if (method === "eth_call" && call?.to !== undefined && isAddressEqual(call.to, multicall)) {
            callsToMulticall.push(call);
          }
          return connection.provider.request({ method, params });
        },
      }),
    });
    const [symbol, decimals, supply] = await Promise.all([
      batching.readContract({ ...tokenRead, functionName: "symbol" }),
      batching.readContract({ ...tokenRead, functionName: "decimals" }),
      batching.readContract({ ...tokenRead, functionName: "totalSupply" }),
    ]);
    assert.deepEqual([symbol, decimals, supply], ["BUSD", 18, parseUnits("1000", 18)]);
    assert.equal(callsToMulticall.length, 1, "three reads, one eth_call to the multicall");
  });
});

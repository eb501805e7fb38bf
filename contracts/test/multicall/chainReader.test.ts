// The app's batched read layer (apps/web/src/shared/chain/reads) against our Multicall on a real
// chain: chunking into eth_calls, per-call failures, coalescing, an answer from an older block and
// cancellation, counted at the JSON-RPC boundary.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { createClient, custom, erc20Abi, numberToHex, parseUnits, type Address, type Hash } from "viem";
import { createChainReader } from "../../../apps/web/src/shared/chain/reads/createChainReader.ts";
import { multicallReadAbi } from "../../../apps/web/src/shared/chain/reads/multicallReadAbi.ts";
import { readContracts } from "../../../apps/web/src/shared/chain/reads/readContracts.ts";
import { StaleBlockError } from "../../../apps/web/src/shared/chain/reads/StaleBlockError.ts";
import { BEP20TokenArtifact, MulticallArtifact } from "../../generated/artifacts.ts";

/** Account n: an address that holds no tokens, so that each balanceOf call is distinct. */
const account = (n: number): Address => numberToHex(n + 1, { size: 20 });
/** Past the precompiles (0x01 to 0x11), and nothing is deployed there: calls to it answer nothing. */
const noCode: Address = "0x000000000000000000000000000000000000dEaD";

describe("the app's chain reader on the Multicall", async () => {
  const connection = await network.create();
  const { viem } = connection;
  const [deployer] = await viem.getWalletClients();
  if (deployer === undefined) throw new Error("The network has no accounts");
  const publicClient = await viem.getPublicClient();
  const deployed = async (hash: Hash): Promise<Address> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (!receipt.contractAddress) throw new Error("no contract deployed");
    return receipt.contractAddress;
  };
  const multicallAddress = await deployed(
    await deployer.deployContract({ abi: MulticallArtifact.abi, bytecode: MulticallArtifact.bytecode }),
  );
  const token = await deployed(
    await deployer.deployContract({
      abi: BEP20TokenArtifact.abi,
      bytecode: BEP20TokenArtifact.bytecode,
      args: ["Binance USD", "BUSD", 18, parseUnits("1000", 18), deployer.account.address],
    }),
  );
  const balanceOf = (owner: Address, address: Address = token) =>
    ({ address, abi: erc20Abi, functionName: "balanceOf", args: [owner] }) as const;

  /** A reader whose node counts the eth_calls it answers and can act after each one. */
  function setUp(afterEthCall: (count: number) => Promise<void> = async () => undefined) {
    let ethCalls = 0;
    const client = createClient({
      transport: custom({
        async request({ method, params }: { method: string; params?: unknown }) {
          const answer = await connection.provider.request({ method, params: params as unknown[] });
          if (method === "eth_call") await afterEthCall(++ethCalls);
          return answer;
        },
      }),
    });
    const reader = createChainReader({ client, multicallAddress, random: () => 0 });
    return { reader, ethCalls: () => ethCalls };
  }

  it("reads 1201 values in 3 eth_calls, with null for a reverted call and for an undecodable answer", async () => {
    const { reader, ethCalls } = setUp();
    const blockNumber = Number(await publicClient.getBlockNumber());
    const contracts = [
      balanceOf(deployer.account.address),
      { address: token, abi: erc20Abi, functionName: "transferFrom", args: [account(0), account(1), 1n] },
      // An address without code answers nothing, which does not decode as a balance.
      balanceOf(deployer.account.address, noCode),
      ...Array.from({ length: 1198 }, (_, n) => balanceOf(account(n))),
    ] as const;
    const { blockNumber: readAt, results } = await readContracts(reader, {
      contracts,
      minBlockNumber: blockNumber,
    });

    assert.equal(ethCalls(), 3);
    assert.equal(readAt, blockNumber);
    assert.equal(results.length, 1201);
    assert.equal(results[0], parseUnits("1000", 18));
    assert.equal(results[1], null);
    assert.equal(results[2], null);
    assert.ok(results.slice(3).every((balance) => balance === 0n));
  });

  it("reads through Multicall3's getEthBalance and getCurrentBlockTimestamp signatures", async () => {
    const { reader } = setUp();
    const block = await publicClient.getBlock();
    const { results } = await readContracts(reader, {
      contracts: [
        {
          address: multicallAddress,
          abi: multicallReadAbi,
          functionName: "getEthBalance",
          args: [deployer.account.address],
        },
        { address: multicallAddress, abi: multicallReadAbi, functionName: "getCurrentBlockTimestamp" },
      ],
      minBlockNumber: Number(block.number),
    });
    assert.deepEqual(results, [
      await publicClient.getBalance({ address: deployer.account.address }),
      block.timestamp,
    ]);
  });

  it("sends the reads of several callers in one tick as one eth_call", async () => {
    const { reader, ethCalls } = setUp();
    const minBlockNumber = Number(await publicClient.getBlockNumber());
    const [mine, theirs] = await Promise.all([
      readContracts(reader, { contracts: [balanceOf(deployer.account.address)], minBlockNumber }),
      readContracts(reader, {
        contracts: [balanceOf(account(5)), balanceOf(deployer.account.address)],
        minBlockNumber,
      }),
    ]);
    assert.equal(ethCalls(), 1);
    assert.deepEqual(mine.results, [parseUnits("1000", 18)]);
    assert.deepEqual(theirs.results, [0n, parseUnits("1000", 18)]);
  });

  it("drops an answer from before the requested block and retries after 2.5 s", async () => {
    // The first eth_call runs one block too early; a block is mined before the retry.
    const { reader, ethCalls } = setUp(async (count) => {
      if (count === 1) await connection.provider.request({ method: "evm_mine", params: [] });
    });
    const minBlockNumber = Number(await publicClient.getBlockNumber()) + 1;
    const started = performance.now();
    const { blockNumber } = await reader.read({
      calls: [{ address: token, callData: "0x18160ddd" }],
      minBlockNumber,
    });
    assert.equal(blockNumber, minBlockNumber);
    assert.equal(ethCalls(), 2);
    assert.ok(performance.now() - started >= 2500, "the retry waits at least 2500 ms");
  });

  it("gives up with StaleBlockError when no newer block comes", async () => {
    const client = createClient({
      transport: custom({ request: (args) => connection.provider.request(args) }),
    });
    const impatient = createChainReader({ client, multicallAddress, retries: 0 });
    const minBlockNumber = Number(await publicClient.getBlockNumber()) + 1;
    const calls = [{ address: token, callData: "0x18160ddd" }] as const;
    await assert.rejects(impatient.read({ calls, minBlockNumber }), StaleBlockError);
  });

  it("sends nothing for a read cancelled before it leaves", async () => {
    const { reader, ethCalls } = setUp();
    const calls = [{ address: token, callData: "0x18160ddd" }] as const;
    const controller = new AbortController();
    const cancelled = reader.read({ calls, minBlockNumber: 0, signal: controller.signal });
    controller.abort(new Error("left the page"));
    await assert.rejects(cancelled, /left the page/);
    // A read of the next tick goes out alone: the cancelled one never joined a request.
    await reader.read({ calls, minBlockNumber: 0 });
    assert.equal(ethCalls(), 1);
  });
});

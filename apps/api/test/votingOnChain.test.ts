// The voting hub against a real local chain (EDR node, full deployment): voting power read through
// the deployment's Multicall matches each contract read on its own, a voter who moved their CAKE
// after the snapshot block still votes with the old power, and a contract wallet votes through
// EIP-1271 with its owner's signature.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  cakeTokenAbi,
  cakeVaultAbi,
  griddlePairAbi,
  masterChefAbi,
  smartChefAbi,
  type DeploymentManifest,
} from "@griddle/sdk";
import { deployToLocalChain, findFreePort, startChainNode, type ChainNode } from "@griddle/stack";
import type { Hono } from "hono";
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  type Abi,
  type Address,
  type Hex,
} from "viem";
import { openDatabase, type OpenDatabase } from "../src/db/openDatabase.ts";
import { createApp } from "../src/http/createApp.ts";
import { loadImageFiles } from "../src/images/loadImageFiles.ts";
import { createChainVotingReader } from "../src/voting/power/createChainVotingReader.ts";
import type { VotingChain } from "../src/voting/power/VotingChain.ts";
import type { VotingContracts } from "../src/voting/power/VotingContracts.ts";
import { votingContractsOf } from "../src/voting/power/votingContractsOf.ts";
import { createVotingSpaces } from "../src/voting/spaces/createVotingSpaces.ts";
import { postJson, queryData } from "./support/hubRequests.ts";
import { nowSeconds, proposalMessage, signEnvelope, voteMessage } from "./support/signHubMessage.ts";
import { devAccount } from "./support/signRegistration.ts";

const require = createRequire(import.meta.url);
const WALLET_ARTIFACT = path.join(
  path.dirname(require.resolve("@griddle/contracts/package.json")),
  "artifacts/test/voting/mocks/OwnerSignedWallet.sol/OwnerSignedWallet.json",
);

const admin = devAccount(0);
const staker = devAccount(1);
const mover = devAccount(5);
const walletOwner = devAccount(6);

describe("the voting hub on a local chain", () => {
  let chain: ChainNode;
  let manifest: DeploymentManifest;
  let contracts: VotingContracts;
  let reader: VotingChain;
  let database: OpenDatabase;
  let app: Hono;
  const client = () => createPublicClient({ transport: http(chain.rpcUrl) });
  const walletClientOf = (account: typeof admin) =>
    createWalletClient({ account, transport: http(chain.rpcUrl) });
  const sendCake = async (from: typeof admin, to: Address, amount: bigint) => {
    const hash = await walletClientOf(from).writeContract({
      chain: null,
      address: manifest.contracts.cake,
      abi: cakeTokenAbi,
      functionName: "transfer",
      args: [to, amount],
    });
    return (await client().waitForTransactionReceipt({ hash })).blockNumber;
  };
  const post = async (envelope: unknown) => {
    const response = await postJson(app, "/api/msg", envelope);
    return {
      status: response.status,
      body: (await response.json()) as { id?: Hex; error_description?: string },
    };
  };
  const proposeAt = async (snapshot: bigint) => {
    const answer = await post(
      await signEnvelope(
        admin,
        "proposal",
        proposalMessage(admin.address, { space: "core", snapshot: Number(snapshot) }),
      ),
    );
    assert.equal(answer.status, 200, answer.body.error_description);
    return answer.body.id as Hex;
  };

  before(async () => {
    chain = await startChainNode({ host: "127.0.0.1", port: await findFreePort() });
    manifest = await deployToLocalChain(chain.rpcUrl);
    contracts = votingContractsOf(manifest);
    reader = createChainVotingReader({ rpcUrl: chain.rpcUrl, contracts });
    database = await openDatabase({ kind: "memory" });
    app = createApp({
      db: database.db,
      profiles: undefined,
      publicUrl: "http://api.test",
      images: await loadImageFiles(),
      voting: { chain: reader, spaces: createVotingSpaces([admin.address]) },
      logError: (error) => console.error(error),
    });
  });
  after(async () => {
    await database?.close();
    await chain?.stop();
  });

  it("reads every part of an address's power in one batch, as each contract answers on its own", async () => {
    const block = await client().getBlockNumber();
    const [power] = await reader.readVotingPower([staker.address], block);
    const read = <T>(address: Address, abi: Abi, functionName: string, args: unknown[] = []) =>
      client().readContract({ address, abi, functionName, args, blockNumber: block }) as Promise<T>;
    const [shares] = await read<[bigint]>(contracts.cakeVault, cakeVaultAbi, "userInfo", [staker.address]);
    const pricePerFullShare = await read<bigint>(contracts.cakeVault, cakeVaultAbi, "getPricePerFullShare");
    const [manual] = await read<[bigint]>(contracts.masterChef, masterChefAbi, "userInfo", [
      0n,
      staker.address,
    ]);
    const partners = await Promise.all(
      contracts.partnerPools.map((pool) => read<[bigint]>(pool, smartChefAbi, "userInfo", [staker.address])),
    );
    const lpSupply = await read<bigint>(contracts.cakeBnbPair, griddlePairAbi, "totalSupply");
    const reserves = await read<[bigint, bigint]>(contracts.cakeBnbPair, griddlePairAbi, "getReserves");
    const cakeReserve = contracts.cakeIsToken0 ? reserves[0] : reserves[1];
    const lpWallet = await read<bigint>(contracts.cakeBnbPair, griddlePairAbi, "balanceOf", [staker.address]);
    const [lpFarm] = await read<[bigint]>(contracts.masterChef, masterChefAbi, "userInfo", [
      BigInt(contracts.cakeBnbFarmPid),
      staker.address,
    ]);
    assert.deepEqual(power?.breakdown, {
      wallet: await read<bigint>(contracts.cake, cakeTokenAbi, "balanceOf", [staker.address]),
      vault: (shares * pricePerFullShare) / 10n ** 18n,
      manualPool: manual,
      partnerPools: partners.reduce((sum, [amount]) => sum + amount, 0n),
      lpWallet: (lpWallet * cakeReserve) / lpSupply,
      lpFarm: (lpFarm * cakeReserve) / lpSupply,
    });
    assert.ok((power?.total ?? 0n) > 0n, "the seeded staker has voting power");
  });

  it("counts a voter's power at the snapshot block after they moved their CAKE away", async () => {
    const before = await client().getBlockNumber();
    const [held] = await reader.readVotingPower([mover.address], before);
    const walletCake = held?.breakdown.wallet ?? 0n;
    assert.ok(walletCake > 0n, "the seeded dev account holds CAKE");
    const movedAt = await sendCake(mover, admin.address, walletCake);
    const [now] = await reader.readVotingPower([mover.address], movedAt);
    assert.equal(now?.breakdown.wallet, 0n);

    const id = await proposeAt(before);
    const answer = await post(
      await signEnvelope(mover, "vote", voteMessage(mover.address, id, { space: "core" })),
    );
    assert.equal(answer.status, 200, answer.body.error_description);
    const { votes } = await queryData<{ votes: { vp: number; vp_by_strategy: number[] }[] }>(
      app,
      "query ($p: String!) { votes(where: { proposal: $p }) { vp vp_by_strategy } }",
      { p: id },
    );
    assert.equal(votes[0]?.vp, Number(held?.total) / 1e18);
    assert.equal(votes[0]?.vp_by_strategy[0], Number(walletCake) / 1e18);
  });

  it("takes a vote from a contract wallet whose EIP-1271 isValidSignature approves its owner's signature", async () => {
    const artifact = JSON.parse(await readFile(WALLET_ARTIFACT, "utf8")) as { abi: Abi; bytecode: Hex };
    const deployHash = await walletClientOf(admin).deployContract({
      chain: null,
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: [walletOwner.address],
    });
    const wallet = (await client().waitForTransactionReceipt({ hash: deployHash })).contractAddress;
    if (!wallet) throw new Error("The wallet was not deployed");
    const funded = await sendCake(admin, wallet, parseEther("42"));
    const id = await proposeAt(funded);

    const stranger = await signEnvelope(staker, "vote", voteMessage(wallet, id, { space: "core" }), {
      address: wallet,
    });
    assert.match((await post(stranger)).body.error_description ?? "", /^signature validation failed/);
    const owners = await signEnvelope(
      walletOwner,
      "vote",
      voteMessage(wallet, id, { space: "core", timestamp: nowSeconds(1) }),
      {
        address: wallet,
      },
    );
    const answer = await post(owners);
    assert.equal(answer.status, 200, answer.body.error_description);
    const { proposal } = await queryData<{ proposal: { scores_total: number } }>(
      app,
      "query ($id: String!) { proposal(id: $id) { scores_total } }",
      { id },
    );
    assert.equal(proposal.scores_total, 42);
  });
});

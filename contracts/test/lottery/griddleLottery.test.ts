import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { LOCAL_DEV_MNEMONIC } from "@griddle/sdk";
import {
  concat,
  createWalletClient,
  custom,
  decodeErrorResult,
  encodeFunctionData,
  keccak256,
  maxUint256,
  parseEther,
  parseGwei,
  toFunctionSignature,
  toHex,
  type Abi,
  type AbiFunction,
  type Hash,
  type Hex,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { CakeTokenArtifact, GriddleLotteryArtifact } from "../../generated/artifacts.ts";
import { finalNumberFor, randomTicketNumbers, seedCommitment, winnerOf } from "./utils/lotteryDraw.ts";

/** A dev account no other flow here uses: it holds native coin only until it is given CAKE. */
const DELEGATING_PLAYER_INDEX = 15;
const OSAKA_TRANSACTION_GAS_CAP = 16_777_216n;
const SEED = keccak256(toHex("lottery flow seed"));
const BLOCK_HASH = keccak256(toHex("lottery flow block hash"));
const lotteryAbi = GriddleLotteryArtifact.abi;

/** PancakeSwap v2 lottery calls that spec 001 names, with their v2 signatures. */
const PANCAKESWAP_V2_CALLS = [
  "buyTickets(uint256,uint32[])",
  "claimTickets(uint256,uint256[],uint32[])",
  "viewLottery(uint256)",
  "currentLotteryId()",
  "maxNumberTicketsPerBuyOrClaim()",
  "viewUserInfoForLotteryId(address,uint256,uint256,uint256)",
  "viewNumbersAndStatusesForTicketIds(uint256[])",
  "viewRewardsForTicketId(uint256,uint256,uint32)",
  "calculateTotalPriceForBulkTickets(uint256,uint256,uint256)",
  "closeLottery(uint256)",
  "injectFunds(uint256,uint256)",
  "setOperatorAndTreasuryAndInjectorAddresses(address,address,address)",
  "setMinAndMaxTicketPriceInCake(uint256,uint256)",
];
/** v2's Lottery struct, field by field, as `viewLottery` returns it. */
const PANCAKESWAP_V2_LOTTERY = [
  "status:uint8",
  "startTime:uint256",
  "endTime:uint256",
  "priceTicketInCake:uint256",
  "discountDivisor:uint256",
  "rewardsBreakdown:uint256[6]",
  "treasuryFee:uint256",
  "cakePerBracket:uint256[6]",
  "countWinnersPerBracket:uint256[6]",
  "firstTicketId:uint256",
  "firstTicketIdNextLottery:uint256",
  "amountCollectedInCake:uint256",
  "finalNumber:uint32",
];

describe("GriddleLottery's ABI", () => {
  const abi: Abi = lotteryAbi;
  const functions = abi.filter((item): item is AbiFunction => item.type === "function");
  const signatures = new Set(functions.map((f) => toFunctionSignature(f)));

  it("keeps PancakeSwap v2's signature for every call spec 001 names", () => {
    assert.deepEqual(
      PANCAKESWAP_V2_CALLS.filter((signature) => !signatures.has(signature)),
      [],
    );
  });

  it("keeps the start and draw names, their randomness arguments appended", () => {
    assert.ok(signatures.has("startLottery(uint256,uint256,uint256,uint256[6],uint256,bytes32,uint256)"));
    assert.ok(signatures.has("drawFinalNumberAndMakeLotteryClaimable(uint256,bool,bytes32)"));
    assert.ok(!functions.some((f) => f.name === "changeRandomGenerator"), "no way to swap the randomness");
  });

  it("returns v2's Lottery struct from viewLottery", () => {
    const viewLottery = functions.find((f) => f.name === "viewLottery");
    const [output] = viewLottery?.outputs ?? [];
    assert.ok(output && "components" in output);
    assert.deepEqual(
      output.components.map((c) => `${c.name}:${c.type}`),
      PANCAKESWAP_V2_LOTTERY,
    );
  });
});

describe("GriddleLottery with EIP-7702 accounts and same-block bundles", async () => {
  const connection = await network.create();
  const { viem } = connection;
  const publicClient = await viem.getPublicClient();
  const [operator, treasury, buyer, closer] = await viem.getWalletClients();
  if (!operator || !treasury || !buyer || !closer) throw new Error("The network has too few accounts");
  const request = (method: string, params: unknown[] = []) => connection.provider.request({ method, params });
  const confirmed = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, "success");
    return receipt;
  };
  /** The custom error a mined transaction reverted with, from its trace. */
  const revertReason = async (hash: Hash) => {
    const trace = (await request("debug_traceTransaction", [
      hash,
      { disableStorage: true, disableMemory: true, disableStack: true },
    ])) as { returnValue: string };
    const data = trace.returnValue.startsWith("0x") ? trace.returnValue : `0x${trace.returnValue}`;
    return decodeErrorResult({ abi: lotteryAbi, data: data as Hex }).errorName;
  };

  const cake = await viem.deployContract("CakeToken", [operator.account.address]);
  // The harness lets the flow choose the hash of the block after the close, so it knows the number.
  const lottery = await viem.deployContract("GriddleLotteryHarness", [
    cake.address,
    operator.account.address,
    operator.account.address,
    treasury.account.address,
    operator.account.address,
    // PancakeSwap v2's shortest round (4 hours less 5 minutes), as on a public chain.
    4n * 3600n - 300n,
  ]);
  const executor = await viem.deployContract("SelfBatchExecutor");
  const mintAndApprove = async (wallet: typeof operator) => {
    await confirmed(
      await operator.writeContract({
        address: cake.address,
        abi: CakeTokenArtifact.abi,
        functionName: "mint",
        args: [wallet.account.address, parseEther("10000")],
      }),
    );
    await confirmed(
      await wallet.writeContract({
        address: cake.address,
        abi: CakeTokenArtifact.abi,
        functionName: "approve",
        args: [lottery.address, maxUint256],
      }),
    );
  };
  for (const wallet of [operator, buyer, closer]) await mintAndApprove(wallet);
  const { timestamp } = await publicClient.getBlock();
  const endTime = timestamp + 86_400n;
  await confirmed(
    await operator.writeContract({
      address: lottery.address,
      abi: lotteryAbi,
      functionName: "startLottery",
      args: [
        endTime,
        parseEther("1"),
        2_000n,
        [250n, 375n, 625n, 1_250n, 2_500n, 5_000n],
        2_000n,
        seedCommitment(SEED),
        parseEther("5000"),
      ],
    }),
  );
  const finalNumber = finalNumberFor(SEED, BLOCK_HASH, 1n);
  const viewLottery = () =>
    publicClient.readContract({
      address: lottery.address,
      abi: lotteryAbi,
      functionName: "viewLottery",
      args: [1n],
    });

  const player = mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: DELEGATING_PLAYER_INDEX });
  const playerWallet = createWalletClient({
    account: player,
    chain: publicClient.chain,
    transport: custom(connection.provider),
  });
  const playerNumbers = [winnerOf(finalNumber, 5), winnerOf(finalNumber, 2), winnerOf(finalNumber, 0)];
  /** One type-4 transaction: the player's account runs `calls` on itself through the executor. */
  const asBatch = async (calls: { target: Hex; data: Hex }[]) =>
    playerWallet.writeContract({
      address: player.address,
      abi: executor.abi,
      functionName: "execute",
      args: [calls],
      authorizationList: [
        await playerWallet.signAuthorization({ contractAddress: executor.address, executor: "self" }),
      ],
    });

  it("an EIP-7702 account approves and buys in one transaction", async () => {
    await confirmed(
      await operator.writeContract({
        address: cake.address,
        abi: CakeTokenArtifact.abi,
        functionName: "mint",
        args: [player.address, parseEther("10")],
      }),
    );
    await confirmed(
      await asBatch([
        {
          target: cake.address,
          data: encodeFunctionData({
            abi: CakeTokenArtifact.abi,
            functionName: "approve",
            args: [lottery.address, maxUint256],
          }),
        },
        {
          target: lottery.address,
          data: encodeFunctionData({
            abi: lotteryAbi,
            functionName: "buyTickets",
            args: [1n, playerNumbers],
          }),
        },
      ]),
    );
    assert.equal(
      (await publicClient.getCode({ address: player.address }))?.toLowerCase(),
      concat(["0xef0100", executor.address]).toLowerCase(),
    );
    const [ids, numbers] = await publicClient.readContract({
      address: lottery.address,
      abi: lotteryAbi,
      functionName: "viewUserInfoForLotteryId",
      args: [player.address, 1n, 0n, 10n],
    });
    assert.deepEqual(ids, [3n, 2n, 1n]);
    assert.deepEqual([...numbers].reverse(), playerNumbers);
  });

  it("a purchase of 100 random tickets fits Osaka's per-transaction gas cap with room to spare", async () => {
    const receipt = await confirmed(
      await buyer.writeContract({
        address: lottery.address,
        abi: lotteryAbi,
        functionName: "buyTickets",
        args: [1n, randomTicketNumbers("flow buyer", 100)],
      }),
    );
    assert.ok(receipt.gasUsed <= 6_000_000n, `100 tickets used ${receipt.gasUsed} gas`);
    assert.ok(receipt.gasUsed * 2n < OSAKA_TRANSACTION_GAS_CAP, "under half the cap");
  });

  it("in the block that closes sales no ticket sells and no number is drawn", async () => {
    await request("evm_setNextBlockTimestamp", [Number(endTime)]);
    const fees = (priority: string) => ({
      maxFeePerGas: parseGwei("100"),
      maxPriorityFeePerGas: parseGwei(priority),
    });
    await request("evm_setAutomine", [false]);
    let hashes: Hash[];
    try {
      hashes = [
        await closer.writeContract({
          address: lottery.address,
          abi: lotteryAbi,
          functionName: "closeLottery",
          args: [1n],
          gas: 200_000n,
          ...fees("3"),
        }),
        await operator.writeContract({
          address: lottery.address,
          abi: lotteryAbi,
          functionName: "drawFinalNumberAndMakeLotteryClaimable",
          args: [1n, true, SEED],
          gas: 1_000_000n,
          ...fees("2"),
        }),
        await buyer.writeContract({
          address: lottery.address,
          abi: lotteryAbi,
          functionName: "buyTickets",
          args: [1n, [finalNumber]],
          gas: 1_000_000n,
          ...fees("1"),
        }),
      ];
      await request("evm_mine");
    } finally {
      await request("evm_setAutomine", [true]);
    }
    const [close, draw, lateBuy] = await Promise.all(
      hashes.map((hash) => publicClient.getTransactionReceipt({ hash })),
    );
    assert.ok(close && draw && lateBuy);
    assert.equal(draw.blockNumber, close.blockNumber);
    assert.equal(lateBuy.blockNumber, close.blockNumber);
    assert.equal(close.status, "success");
    assert.equal(draw.status, "reverted");
    assert.equal(await revertReason(draw.transactionHash), "DrawTooEarly");
    assert.equal(lateBuy.status, "reverted");
    assert.equal(await revertReason(lateBuy.transactionHash), "UnexpectedStatus");

    // The block after the close exists now (its hash chosen here, the harness's one liberty); the draw
    // runs in the block after it.
    await confirmed(
      await operator.writeContract({
        address: lottery.address,
        abi: lottery.abi,
        functionName: "setBlockHash",
        args: [close.blockNumber + 1n, BLOCK_HASH],
      }),
    );
    await confirmed(
      await operator.writeContract({
        address: lottery.address,
        abi: lotteryAbi,
        functionName: "drawFinalNumberAndMakeLotteryClaimable",
        args: [1n, true, SEED],
      }),
    );
    assert.equal((await viewLottery()).finalNumber, finalNumber);
  });

  it("the EIP-7702 account claims its three brackets in one transaction", async () => {
    const { cakePerBracket } = await viewLottery();
    const before = await publicClient.readContract({
      address: cake.address,
      abi: CakeTokenArtifact.abi,
      functionName: "balanceOf",
      args: [player.address],
    });
    await confirmed(
      await asBatch([
        {
          target: lottery.address,
          data: encodeFunctionData({
            abi: lotteryAbi,
            functionName: "claimTickets",
            args: [1n, [1n, 2n, 3n], [5, 2, 0]],
          }),
        },
      ]),
    );
    const after = await publicClient.readContract({
      address: cake.address,
      abi: CakeTokenArtifact.abi,
      functionName: "balanceOf",
      args: [player.address],
    });
    assert.equal(after - before, cakePerBracket[5] + cakePerBracket[2] + cakePerBracket[0]);
  });
});

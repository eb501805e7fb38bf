import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import {
  getAddress,
  keccak256,
  parseEther,
  toFunctionSignature,
  toHex,
  type Abi,
  type AbiFunction,
  type Hash,
} from "viem";
import {
  BunnyFactoryArtifact,
  BunnySpecialCakeVaultArtifact,
  BunnySpecialPredictionArtifact,
  CakeTokenArtifact,
  GriddleBunniesArtifact,
  GriddleProfileArtifact,
  PointCenterIFOArtifact,
} from "../../generated/artifacts.ts";

const OSAKA_TRANSACTION_GAS_CAP = 16_777_216n;

/** PancakeProfile calls spec 001 names (sections 3, 5 and 6), with PancakeSwap's signatures. */
const PANCAKE_PROFILE_CALLS = [
  "createProfile(uint256,address,uint256)",
  "updateProfile(address,uint256)",
  "pauseProfile()",
  "reactivateProfile(address,uint256)",
  "getUserProfile(address)",
  "getUserStatus(address)",
  "getTeamProfile(uint256)",
  "hasRegistered(address)",
  "numberTeams()",
  "numberActiveProfiles()",
  "numberCakeToRegister()",
  "numberCakeToReactivate()",
  "numberCakeToUpdate()",
  "updateNumberCake(uint256,uint256,uint256)",
  "addTeam(string,string)",
  "renameTeam(uint256,string,string)",
  "makeTeamJoinable(uint256)",
  "makeTeamNotJoinable(uint256)",
  "changeTeam(address,uint256)",
  "addNftAddress(address)",
  "increaseUserPoints(address,uint256,uint256)",
  "increaseUserPointsMultiple(address[],uint256,uint256)",
  "increaseTeamPoints(uint256,uint256,uint256)",
  "removeUserPoints(address,uint256)",
  "removeUserPointsMultiple(address[],uint256)",
  "removeTeamPoints(uint256,uint256)",
  "grantRole(bytes32,address)",
  "revokeRole(bytes32,address)",
  "DEFAULT_ADMIN_ROLE()",
  "NFT_ROLE()",
  "POINT_ROLE()",
  "SPECIAL_ROLE()",
];
/** The collection, factory, claims and points center calls the app and PancakeSwap's scripts make. */
const PANCAKE_CALLS_BY_CONTRACT: readonly [string, Abi, readonly string[]][] = [
  ["GriddleProfile", GriddleProfileArtifact.abi, PANCAKE_PROFILE_CALLS],
  [
    "GriddleBunnies",
    GriddleBunniesArtifact.abi,
    [
      "balanceOf(address)",
      "tokenOfOwnerByIndex(address,uint256)",
      "getBunnyId(uint256)",
      "tokenURI(uint256)",
      "bunnyCount(uint8)",
      "mint(address,string,uint8)",
    ],
  ],
  [
    "BunnyFactory",
    BunnyFactoryArtifact.abi,
    [
      "mintNFT(uint8)",
      "hasClaimed(address)",
      "tokenPrice()",
      "startBlockNumber()",
      "updateTokenPrice(uint256)",
    ],
  ],
  ...(
    [
      ["BunnySpecialPrediction", BunnySpecialPredictionArtifact.abi, "thresholdRound()"],
      ["BunnySpecialCakeVault", BunnySpecialCakeVaultArtifact.abi, "thresholdTimestamp()"],
    ] as const
  ).map(
    ([name, abi, threshold]) =>
      [
        name,
        abi,
        [
          "canClaim(address)",
          "hasClaimed(address)",
          "mintNFT()",
          "owner()",
          "bunnyId()",
          "campaignId()",
          "endBlock()",
          "numberPoints()",
          threshold,
        ],
      ] as [string, Abi, readonly string[]],
  ),
  [
    "PointCenterIFO",
    PointCenterIFOArtifact.abi,
    [
      "checkClaimStatus(address,address)",
      "checkClaimStatuses(address,address[])",
      "getPoints(address)",
      "ifos(address)",
      "addIFOAddress(address,uint256,uint256,uint256)",
    ],
  ],
];

describe("the profile area's ABIs", () => {
  for (const [name, abi, calls] of PANCAKE_CALLS_BY_CONTRACT) {
    it(`${name} keeps PancakeSwap's signature for every call the app makes`, () => {
      const signatures = new Set(
        abi
          .filter((item): item is AbiFunction => item.type === "function")
          .map((f) => toFunctionSignature(f)),
      );
      assert.deepEqual(
        calls.filter((signature) => !signatures.has(signature)),
        [],
      );
    });
  }

  it("returns the profile's six values and the team's five, named and typed as PancakeProfile's", () => {
    const functions = GriddleProfileArtifact.abi.filter((item) => item.type === "function");
    const outputs = (name: string) =>
      functions.find((f) => f.name === name)?.outputs.map((output) => output.type);
    assert.deepEqual(outputs("getUserProfile"), [
      "uint256",
      "uint256",
      "uint256",
      "address",
      "uint256",
      "bool",
    ]);
    assert.deepEqual(outputs("getTeamProfile"), ["string", "string", "uint256", "uint256", "bool"]);
    assert.deepEqual(
      PointCenterIFOArtifact.abi
        .filter((item) => item.type === "function")
        .find((f) => f.name === "ifos")
        ?.outputs.map((output) => output.name),
      ["thresholdToClaim", "campaignId", "numberPoints"],
    );
  });
});

describe("the profile setup flow", async () => {
  const { viem } = await network.create();
  const publicClient = await viem.getPublicClient();
  const [admin, user, receiver] = await viem.getWalletClients();
  if (!admin || !user || !receiver) throw new Error("The network has too few accounts");
  const gasOf = async (hash: Hash) => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, "success");
    return receipt.gasUsed;
  };
  const MINTER_ROLE = keccak256(toHex("MINTER_ROLE"));

  const { address: cake } = await viem.deployContract("CakeToken", [admin.account.address]);
  const { address: bunnies } = await viem.deployContract("GriddleBunnies", [
    "http://127.0.0.1:4000/api/collectibles/",
    admin.account.address,
  ]);
  const { address: profile } = await viem.deployContract("GriddleProfile", [
    cake,
    receiver.account.address,
    parseEther("2"),
    parseEther("5"),
    parseEther("2"),
    admin.account.address,
  ]);
  const { address: factory } = await viem.deployContract("BunnyFactory", [
    bunnies,
    cake,
    receiver.account.address,
    parseEther("5"),
    ["batter-bun.json", "syrup-drop.json", "berry-stack.json", "butter-pat.json", "golden-flip.json"],
    admin.account.address,
  ]);
  const cakeAbi = CakeTokenArtifact.abi;
  const bunniesAbi = GriddleBunniesArtifact.abi;
  const profileAbi = GriddleProfileArtifact.abi;
  for (const minter of [factory, admin.account.address]) {
    await gasOf(
      await admin.writeContract({
        address: bunnies,
        abi: bunniesAbi,
        functionName: "grantRole",
        args: [MINTER_ROLE, minter],
      }),
    );
  }
  await gasOf(
    await admin.writeContract({
      address: profile,
      abi: profileAbi,
      functionName: "addNftAddress",
      args: [bunnies],
    }),
  );
  await gasOf(
    await admin.writeContract({
      address: profile,
      abi: profileAbi,
      functionName: "addTeam",
      args: ["Syrup Storm", "Fast and sticky"],
    }),
  );
  await gasOf(
    await admin.writeContract({
      address: cake,
      abi: cakeAbi,
      functionName: "mint",
      args: [user.account.address, parseEther("100")],
    }),
  );

  it("buys a starter and creates, updates, pauses and reactivates a profile, each call far below the cap", async () => {
    const gas: Record<string, bigint> = {};
    gas.approveFactory = await gasOf(
      await user.writeContract({
        address: cake,
        abi: cakeAbi,
        functionName: "approve",
        args: [factory, parseEther("5")],
      }),
    );
    gas.mintNFT = await gasOf(
      await user.writeContract({
        address: factory,
        abi: BunnyFactoryArtifact.abi,
        functionName: "mintNFT",
        args: [2],
      }),
    );
    gas.approveProfile = await gasOf(
      await user.writeContract({
        address: cake,
        abi: cakeAbi,
        functionName: "approve",
        args: [profile, parseEther("100")],
      }),
    );
    gas.approveCollection = await gasOf(
      await user.writeContract({
        address: bunnies,
        abi: bunniesAbi,
        functionName: "setApprovalForAll",
        args: [profile, true],
      }),
    );
    gas.createProfile = await gasOf(
      await user.writeContract({
        address: profile,
        abi: profileAbi,
        functionName: "createProfile",
        args: [1n, bunnies, 1n],
      }),
    );
    await gasOf(
      await admin.writeContract({
        address: bunnies,
        abi: bunniesAbi,
        functionName: "mint",
        args: [user.account.address, "golden-flip.json", 4],
      }),
    );
    gas.updateProfile = await gasOf(
      await user.writeContract({
        address: profile,
        abi: profileAbi,
        functionName: "updateProfile",
        args: [bunnies, 2n],
      }),
    );
    gas.pauseProfile = await gasOf(
      await user.writeContract({ address: profile, abi: profileAbi, functionName: "pauseProfile" }),
    );
    gas.reactivateProfile = await gasOf(
      await user.writeContract({
        address: profile,
        abi: profileAbi,
        functionName: "reactivateProfile",
        args: [bunnies, 1n],
      }),
    );

    const read = { address: profile, abi: profileAbi } as const;
    const [, , teamId, nftAddress, tokenId, isActive] = await publicClient.readContract({
      ...read,
      functionName: "getUserProfile",
      args: [user.account.address],
    });
    assert.deepEqual(
      [teamId, getAddress(nftAddress), tokenId, isActive],
      [1n, getAddress(bunnies), 1n, true],
    );
    const [ownerOfSwapped, tokenUri, received] = await Promise.all([
      publicClient.readContract({ address: bunnies, abi: bunniesAbi, functionName: "ownerOf", args: [2n] }),
      publicClient.readContract({ address: bunnies, abi: bunniesAbi, functionName: "tokenURI", args: [1n] }),
      publicClient.readContract({
        address: cake,
        abi: cakeAbi,
        functionName: "balanceOf",
        args: [receiver.account.address],
      }),
    ]);
    assert.equal(
      getAddress(ownerOfSwapped),
      getAddress(user.account.address),
      "the swapped-out avatar came back",
    );
    assert.equal(tokenUri, "http://127.0.0.1:4000/api/collectibles/berry-stack.json");
    assert.equal(received, parseEther("14"), "starter 5 + register 5 + update 2 + reactivate 2");
    for (const [call, used] of Object.entries(gas)) {
      assert.ok(used < 400_000n && used < OSAKA_TRANSACTION_GAS_CAP, `${call} used ${used} gas`);
    }
  });
});

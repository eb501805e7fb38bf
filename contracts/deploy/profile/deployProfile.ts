import { LOCAL_DEV_MNEMONIC, LOCAL_TEAMS, type ProfileSection } from "@griddle/sdk";
import { encodeDeployData, encodeFunctionData, keccak256, toHex, type Address, type Hex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import {
  BunnyFactoryArtifact,
  BunnySpecialCakeVaultArtifact,
  BunnySpecialPredictionArtifact,
  GriddleBunniesArtifact,
  GriddleProfileArtifact,
  PointCenterIFOArtifact,
} from "../../generated/artifacts.ts";
import type { DeployContext } from "../core/DeployContext.ts";
import { withBatchedMining } from "../core/withBatchedMining.ts";
import { SEED_ROUNDS } from "../prediction/localPrediction.ts";
import {
  CAKE_RECEIVER_ACCOUNT_INDEX,
  CAKE_TO_REACTIVATE,
  CAKE_TO_REGISTER,
  CAKE_TO_UPDATE,
  CLAIM_OPEN_BLOCKS,
  claimTerms,
  POINT_CENTER_MAX_VIEW_LENGTH,
  PREDICTION_CLAIM_CAMPAIGN,
  STARTER_PRICE,
  starterTokenUris,
  VAULT_CLAIM_CAMPAIGN,
  VAULT_CLAIM_THRESHOLD_SECONDS,
} from "./localProfile.ts";
import { seedProfiles } from "./seedProfiles.ts";

/** The contracts' role ids, as they define them (OpenZeppelin AccessControl names hashed). */
const MINTER_ROLE = keccak256(toHex("MINTER_ROLE"));
const POINT_ROLE = keccak256(toHex("POINT_ROLE"));

/** What the profile area builds on. */
export interface ProfileDependencies {
  readonly cake: Address;
  /** The prediction game whose early players may claim. */
  readonly prediction: Address;
  /** The auto CAKE vault whose early depositors may claim. */
  readonly cakeVault: Address;
  /** Put in front of every collectible's `<identifier>.json`: where the API serves the metadata. */
  readonly collectibleMetadataBaseUri: string;
}

/**
 * Deploys the profile area with the deployer as admin and owner of everything: the collection (base
 * URI `collectibleMetadataBaseUri`), the profile (LOCAL_TEAMS, spec costs, approved collection), the
 * starter factory, the prediction claim (first bet up to the round the prediction seed leaves open),
 * the vault claim (last deposit within a year from now) and the points center; the factory and the
 * claims may mint, the claims, the points center and the deployer hold POINT_ROLE. CAKE costs go to
 * an unused dev account. Then seeds SEED_PROFILES. Mining is batched so the whole step takes a
 * handful of blocks. Runs after every earlier area, so their addresses never move.
 */
export async function deployProfile(
  context: DeployContext,
  dependencies: ProfileDependencies,
): Promise<ProfileSection> {
  const { publicClient, deployer: sender } = context;
  const deployer = sender.deployer;
  const { cake, prediction, cakeVault, collectibleMetadataBaseUri } = dependencies;
  const cakeReceiver = mnemonicToAccount(LOCAL_DEV_MNEMONIC, {
    addressIndex: CAKE_RECEIVER_ACCOUNT_INDEX,
  }).address;
  const head = await publicClient.getBlock({ blockTag: "latest" });
  const startBlock = Number(head.number);
  const claimEndBlock = head.number + CLAIM_OPEN_BLOCKS;

  return withBatchedMining(publicClient, async () => {
    const collection = await sender.deploy(
      "deploy GriddleBunnies",
      encodeDeployData({ ...GriddleBunniesArtifact, args: [collectibleMetadataBaseUri, deployer] }),
    );
    const profile = await sender.deploy(
      "deploy GriddleProfile",
      encodeDeployData({
        ...GriddleProfileArtifact,
        args: [cake, cakeReceiver, CAKE_TO_REACTIVATE, CAKE_TO_REGISTER, CAKE_TO_UPDATE, deployer],
      }),
    );
    const factory = await sender.deploy(
      "deploy BunnyFactory",
      encodeDeployData({
        ...BunnyFactoryArtifact,
        args: [collection, cake, cakeReceiver, STARTER_PRICE, starterTokenUris(), deployer],
      }),
    );
    const predictionClaim = await sender.deploy(
      "deploy BunnySpecialPrediction",
      encodeDeployData({
        ...BunnySpecialPredictionArtifact,
        // The seed's rounds and the one it leaves open: the seeded players, and whoever bets first.
        args: [
          prediction,
          BigInt(SEED_ROUNDS.length + 1),
          collection,
          profile,
          claimTerms("predictionClaim", PREDICTION_CLAIM_CAMPAIGN, claimEndBlock),
          deployer,
        ],
      }),
    );
    const vaultClaim = await sender.deploy(
      "deploy BunnySpecialCakeVault",
      encodeDeployData({
        ...BunnySpecialCakeVaultArtifact,
        args: [
          cakeVault,
          head.timestamp + VAULT_CLAIM_THRESHOLD_SECONDS,
          collection,
          profile,
          claimTerms("vaultClaim", VAULT_CLAIM_CAMPAIGN, claimEndBlock),
          deployer,
        ],
      }),
    );
    const pointCenterIfo = await sender.deploy(
      "deploy PointCenterIFO",
      encodeDeployData({
        ...PointCenterIFOArtifact,
        args: [profile, POINT_CENTER_MAX_VIEW_LENGTH, deployer],
      }),
    );

    const call = (step: string, to: Address, data: Hex) => sender.send({ step, to, data });
    for (const minter of [factory, predictionClaim, vaultClaim]) {
      await call(
        "let a factory or claim mint collectibles",
        collection,
        encodeFunctionData({
          abi: GriddleBunniesArtifact.abi,
          functionName: "grantRole",
          args: [MINTER_ROLE, minter],
        }),
      );
    }
    for (const pointGranter of [predictionClaim, vaultClaim, pointCenterIfo, deployer]) {
      await call(
        "let a claim, the points center or the deployer grant points",
        profile,
        encodeFunctionData({
          abi: GriddleProfileArtifact.abi,
          functionName: "grantRole",
          args: [POINT_ROLE, pointGranter],
        }),
      );
    }
    await call(
      "approve the collection for avatars",
      profile,
      encodeFunctionData({
        abi: GriddleProfileArtifact.abi,
        functionName: "addNftAddress",
        args: [collection],
      }),
    );
    for (const team of LOCAL_TEAMS) {
      await call(
        `add team ${team.id} (${team.name})`,
        profile,
        encodeFunctionData({
          abi: GriddleProfileArtifact.abi,
          functionName: "addTeam",
          args: [team.name, team.description],
        }),
      );
    }
    await sender.confirm();

    await seedProfiles(context, { cake, collection, profile, factory });

    return {
      profile: {
        profile,
        collection,
        factory,
        predictionClaim,
        vaultClaim,
        pointCenterIfo,
        cakeReceiver,
        startBlock,
      },
    };
  });
}

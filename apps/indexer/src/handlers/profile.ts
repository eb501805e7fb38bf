// Profiles and achievement points. A profile starts with UserNew (its points are read from the
// contract then, since points granted before registering are kept), changes with UserUpdate,
// UserPause, UserReactivate and UserChangeTeam; points come with UserPointIncrease(Multiple), each
// grant a `point` row (the spec's achievements query), and go with UserPointDecrease(Multiple); a
// team's grants (TeamPointIncrease) are its achievements, a `teamPoint` row each.
import { ponder, type EventNames, type IndexingFunctionArgs } from "ponder:registry";
import { point, profileUser, teamPoint } from "ponder:schema";
import type { Address } from "viem";
import { lowerAddress } from "../shared/lowerAddress.ts";
import { profile } from "../shared/profile.ts";
import type { IndexerDb } from "../store/IndexerDb.ts";

type Args<name extends EventNames & `GriddleProfile:${string}`> = IndexingFunctionArgs<name>;

/** Adds `delta` points to a registered account's profile; an unregistered one's count at UserNew. */
async function addProfilePoints(db: IndexerDb, account: Address, delta: bigint, timestamp: number) {
  const id = lowerAddress(account);
  if ((await db.find(profileUser, { id })) === null) return;
  await db.update(profileUser, { id }).set((row) => ({ points: row.points + delta, updatedAt: timestamp }));
}

async function grantPoints(
  {
    event,
    context,
  }: Args<"GriddleProfile:UserPointIncrease"> | Args<"GriddleProfile:UserPointIncreaseMultiple">,
  accounts: readonly Address[],
) {
  const { numberPoints, campaignId } = event.args;
  const timestamp = Number(event.block.timestamp);
  for (const account of accounts) {
    await context.db.insert(point).values({
      id: `${event.transaction.hash}-${event.log.logIndex}-${lowerAddress(account)}`,
      account: lowerAddress(account),
      campaignId,
      points: numberPoints,
      block: event.block.number,
      timestamp,
      hash: event.transaction.hash,
    });
    await addProfilePoints(context.db, account, numberPoints, timestamp);
  }
}

async function createProfile({ event, context }: Args<"GriddleProfile:UserNew">) {
  const { userAddress, teamId, nftAddress, tokenId } = event.args;
  const [, numberPoints] = await context.client.readContract({
    abi: context.contracts.GriddleProfile.abi,
    address: event.log.address,
    functionName: "getUserProfile",
    args: [userAddress],
  });
  const timestamp = Number(event.block.timestamp);
  await context.db.insert(profileUser).values({
    id: lowerAddress(userAddress),
    teamId: Number(teamId),
    isActive: true,
    points: numberPoints,
    nftAddress: lowerAddress(nftAddress),
    tokenId,
    createdAt: timestamp,
    updatedAt: timestamp,
  });
}

if (profile !== undefined) {
  ponder.on("GriddleProfile:UserNew", createProfile);
  ponder.on("GriddleProfile:UserUpdate", async ({ event, context }) => {
    const { userAddress, nftAddress, tokenId } = event.args;
    await context.db.update(profileUser, { id: lowerAddress(userAddress) }).set({
      nftAddress: lowerAddress(nftAddress),
      tokenId,
      updatedAt: Number(event.block.timestamp),
    });
  });
  ponder.on("GriddleProfile:UserPause", async ({ event, context }) => {
    await context.db.update(profileUser, { id: lowerAddress(event.args.userAddress) }).set({
      isActive: false,
      nftAddress: null,
      tokenId: null,
      updatedAt: Number(event.block.timestamp),
    });
  });
  ponder.on("GriddleProfile:UserReactivate", async ({ event, context }) => {
    const { userAddress, nftAddress, tokenId } = event.args;
    await context.db.update(profileUser, { id: lowerAddress(userAddress) }).set({
      isActive: true,
      nftAddress: lowerAddress(nftAddress),
      tokenId,
      updatedAt: Number(event.block.timestamp),
    });
  });
  ponder.on("GriddleProfile:UserChangeTeam", async ({ event, context }) => {
    await context.db.update(profileUser, { id: lowerAddress(event.args.userAddress) }).set({
      teamId: Number(event.args.newTeamId),
      updatedAt: Number(event.block.timestamp),
    });
  });
  ponder.on("GriddleProfile:UserPointIncrease", async (args) =>
    grantPoints(args, [args.event.args.userAddress]),
  );
  ponder.on("GriddleProfile:UserPointIncreaseMultiple", async (args) =>
    grantPoints(args, args.event.args.userAddresses),
  );
  ponder.on("GriddleProfile:TeamPointIncrease", async ({ event, context }) => {
    const { teamId, numberPoints, campaignId } = event.args;
    await context.db.insert(teamPoint).values({
      id: `${event.transaction.hash}-${event.log.logIndex}`,
      teamId: Number(teamId),
      campaignId,
      points: numberPoints,
      block: event.block.number,
      timestamp: Number(event.block.timestamp),
      hash: event.transaction.hash,
    });
  });
  ponder.on("GriddleProfile:UserPointDecrease", async ({ event, context }) => {
    const { userAddress, numberPoints } = event.args;
    await addProfilePoints(context.db, userAddress, -numberPoints, Number(event.block.timestamp));
  });
  ponder.on("GriddleProfile:UserPointDecreaseMultiple", async ({ event, context }) => {
    const { userAddresses, numberPoints } = event.args;
    for (const account of userAddresses) {
      await addProfilePoints(context.db, account, -numberPoints, Number(event.block.timestamp));
    }
  });
}

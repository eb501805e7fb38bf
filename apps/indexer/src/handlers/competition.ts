// The trading competition's phases (NewCompetitionStatus, the first emitted at deployment) and its
// registrations (UserRegister). The volume comes from the pairs' swaps: see handlers/pair.ts and
// store/recordCompetitionVolume.ts.
import { ponder } from "ponder:registry";
import { competitionPhase, competitionTrader } from "ponder:schema";
import { competition } from "../shared/competition.ts";
import { lowerAddress } from "../shared/lowerAddress.ts";

if (competition !== undefined) {
  ponder.on("GriddleTradingCompetition:NewCompetitionStatus", async ({ event, context }) => {
    await context.db.insert(competitionPhase).values({
      id: Number(event.args.status),
      block: event.block.number,
      timestamp: Number(event.block.timestamp),
    });
  });

  ponder.on("GriddleTradingCompetition:UserRegister", async ({ event, context }) => {
    await context.db.insert(competitionTrader).values({
      id: lowerAddress(event.args.userAddress),
      teamId: Number(event.args.teamId),
      volumeUSD: 0,
      swapCount: 0,
      registeredAt: Number(event.block.timestamp),
    });
  });
}

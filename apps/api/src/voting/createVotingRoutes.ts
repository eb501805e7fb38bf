import { Hono } from "hono";
import { parseAnyCaseAddress } from "../address/parseAnyCaseAddress.ts";
import { ApiError } from "../http/ApiError.ts";
import type { AppOptions } from "../http/AppOptions.ts";
import { acceptHubMessage } from "./acceptHubMessage.ts";
import { runVotingQuery } from "./graphql/runVotingQuery.ts";
import { HubMessageError } from "./messages/HubMessageError.ts";
import { readPowerOrUnavailable } from "./power/readPowerOrUnavailable.ts";
import { resolveBlock } from "./power/resolveBlock.ts";
import { votingPowerResponse } from "./power/votingPowerResponse.ts";
import { judgeVote } from "./verify/judgeVote.ts";
import { parseVerifyRequest } from "./verify/parseVerifyRequest.ts";

async function readJson(request: Request, onError: (cause: unknown) => Error): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch (error) {
    throw onError(error);
  }
}

/**
 * The voting hub, Snapshot's routes on the API's service: POST /api/msg (signed proposals and
 * votes), POST /graphql (reads), POST /verify (power recomputed at a block) and GET
 * /api/voting-power/{address} (the power a vote would count now or at a block).
 */
export function createVotingRoutes({ db, voting, now = () => new Date(), logError }: AppOptions): Hono {
  const routes = new Hono();

  routes.post("/api/msg", async (c) => {
    const body = await readJson(
      c.req.raw,
      (cause) => new HubMessageError("The body is not valid JSON", { cause }),
    );
    const id = await acceptHubMessage({ db, voting, body, now: now() });
    return c.json({ id });
  });

  routes.get("/api/voting-power/:address", async (c) => {
    const address = parseAnyCaseAddress(c.req.param("address"));
    if (address === undefined)
      throw new ApiError(400, "The address must be a 0x-prefixed 20-byte hex address.");
    const power = await readPowerOrUnavailable(async () => {
      const block = resolveBlock(c.req.query("block"), await voting.chain.latestBlock());
      const [read] = await voting.chain.readVotingPower([address], block);
      return read;
    });
    if (power === undefined) throw new Error("The chain read no power for the address");
    return c.json(votingPowerResponse(power));
  });

  routes.post("/verify", async (c) => {
    const body = await readJson(
      c.req.raw,
      (cause) => new ApiError(400, "The body is not valid JSON.", { cause }),
    );
    const request = parseVerifyRequest(body);
    const addresses = [...new Set(request.votes.map(({ address }) => address))];
    const powers = await readPowerOrUnavailable(async () =>
      voting.chain.readVotingPower(addresses, resolveBlock(request.block, await voting.chain.latestBlock())),
    );
    const powerOf = new Map(powers.map((power) => [power.address, power]));
    const verdicts = request.votes.map((vote) => {
      const power = powerOf.get(vote.address);
      if (power === undefined) throw new Error(`The chain read no power for ${vote.address}`);
      return [vote.address.toLowerCase(), judgeVote(vote, power)] as const;
    });
    return c.json(Object.fromEntries(verdicts));
  });

  routes.post("/graphql", async (c) => {
    const request = await readJson(
      c.req.raw,
      (cause) => new ApiError(400, "The body is not valid JSON.", { cause }),
    );
    const { result, badRequest } = await runVotingQuery({
      db,
      spaces: voting.spaces,
      request,
      nowSeconds: Math.floor(now().getTime() / 1000),
      logError,
    });
    return c.json(result, badRequest ? 400 : 200);
  });

  return routes;
}

import { LOCAL_TEAMS } from "@griddle/sdk";
import { Hono } from "hono";
import { ApiError } from "../http/ApiError.ts";
import { teamResponse } from "./teamResponse.ts";

/** GET /api/teams and GET /api/teams/{id}: the local teams' names, texts, images and colours. */
export function createTeamRoutes(publicUrl: string): Hono {
  const routes = new Hono();
  routes.get("/", (c) => c.json(LOCAL_TEAMS.map((team) => teamResponse(team, publicUrl))));
  routes.get("/:id", (c) => {
    const id = c.req.param("id");
    const team = LOCAL_TEAMS.find((candidate) => String(candidate.id) === id);
    if (team === undefined) throw new ApiError(404, `No team ${id}.`);
    return c.json(teamResponse(team, publicUrl));
  });
  return routes;
}

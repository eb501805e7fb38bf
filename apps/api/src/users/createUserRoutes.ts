import { Hono } from "hono";
import { ApiError } from "../http/ApiError.ts";
import type { AppOptions } from "../http/AppOptions.ts";
import { findUsernameProblem } from "@griddle/sdk";
import { describeUsernameProblem } from "./describeUsernameProblem.ts";
import { findUsername } from "./findUsername.ts";
import { isUsernameTaken } from "./isUsernameTaken.ts";
import { parseAddressParam } from "./parseAddressParam.ts";
import { parseRegistrationRequest } from "./parseRegistrationRequest.ts";
import { registerUsername } from "./registerUsername.ts";

/**
 * GET /api/users/{address}, GET /api/users/valid/{username} and POST /api/users: usernames, read by
 * anyone, checked before signing, set once by their owner.
 */
export function createUserRoutes({ db, profiles, now = () => new Date() }: AppOptions): Hono {
  const routes = new Hono();

  // Spec 001 section 7: the app takes the username, and shows none for an empty string.
  routes.get("/:address", async (c) => {
    const address = parseAddressParam(c.req.param("address"), "The address");
    return c.json({ address, username: (await findUsername(db, address)) ?? "" });
  });

  // The setup's name step asks before the user signs: 200 when the name keeps the rules and is free,
  // else the rule it breaks (400) or 'Username taken' (409). Only a hint: POST decides.
  routes.get("/valid/:username", async (c) => {
    const username = c.req.param("username");
    const problem = findUsernameProblem(username);
    if (problem !== undefined) throw new ApiError(400, describeUsernameProblem(problem));
    if (await isUsernameTaken(db, username)) throw new ApiError(409, "Username taken");
    return c.json({ username, valid: true });
  });

  routes.post("/", async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch (error) {
      throw new ApiError(400, "The body is not valid JSON.", { cause: error });
    }
    const request = parseRegistrationRequest(body);
    await registerUsername({ db, profiles, request, now: now() });
    return c.json({ address: request.address, username: request.username }, 201);
  });

  return routes;
}

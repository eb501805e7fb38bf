import { Hono } from "hono";
import { ApiError } from "../http/ApiError.ts";
import type { AppOptions } from "../http/AppOptions.ts";
import { findUsername } from "./findUsername.ts";
import { parseAddressParam } from "./parseAddressParam.ts";
import { parseRegistrationRequest } from "./parseRegistrationRequest.ts";
import { registerUsername } from "./registerUsername.ts";

/** GET /api/users/{address} and POST /api/users: usernames, read by anyone, set once by their owner. */
export function createUserRoutes({ db, profiles, now = () => new Date() }: AppOptions): Hono {
  const routes = new Hono();

  // Spec 001 section 7: the app takes the username, and shows none for an empty string.
  routes.get("/:address", async (c) => {
    const address = parseAddressParam(c.req.param("address"), "The address");
    return c.json({ address, username: (await findUsername(db, address)) ?? "" });
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

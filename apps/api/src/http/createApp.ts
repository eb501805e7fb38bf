import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { API_HEALTH_PATH } from "../apiPaths.ts";
import { createCollectibleRoutes } from "../collectibles/createCollectibleRoutes.ts";
import { createImageRoutes } from "../images/createImageRoutes.ts";
import { createTeamRoutes } from "../teams/createTeamRoutes.ts";
import { createUserRoutes } from "../users/createUserRoutes.ts";
import { createVotingRoutes } from "../voting/createVotingRoutes.ts";
import { HubMessageError } from "../voting/messages/HubMessageError.ts";
import { MAX_ENVELOPE_BYTES } from "../voting/messages/hubMessageLimits.ts";
import { ApiError } from "./ApiError.ts";
import type { AppOptions } from "./AppOptions.ts";

/** A registration is four short strings; anything much larger is not one. */
export const MAX_BODY_BYTES = 4 * 1024;
/** A page of 1000 votes to verify, or a GraphQL query with its variables. */
export const MAX_VOTING_BODY_BYTES = 256 * 1024;

/** The routes that take more than MAX_BODY_BYTES, and how their refusal reads. */
const LARGER_BODIES: ReadonlyMap<string, { maxSize: number; refuse: (message: string) => Error }> = new Map([
  // snapshot.js shows error_description: the envelope's refusal keeps Snapshot's shape.
  [
    "/api/msg",
    { maxSize: MAX_ENVELOPE_BYTES, refuse: (message) => new HubMessageError(message, { status: 413 }) },
  ],
  ["/verify", { maxSize: MAX_VOTING_BODY_BYTES, refuse: (message) => new ApiError(413, message) }],
  ["/graphql", { maxSize: MAX_VOTING_BODY_BYTES, refuse: (message) => new ApiError(413, message) }],
]);

const limitBody = (maxSize: number, refuse: (message: string) => Error) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw refuse(`The request body is larger than ${maxSize} bytes.`);
    },
  });

/** Every route of the API service, with JSON errors for whatever goes wrong. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  // The API takes no cookies or other credentials (a registration carries its own signature), so
  // any origin may call it: the app on another port, and the app served from anywhere else.
  app.use(cors({ origin: "*", allowMethods: ["GET", "POST"], allowHeaders: ["Content-Type"] }));
  const defaultLimit = limitBody(MAX_BODY_BYTES, (message) => new ApiError(413, message));
  const largerLimits = new Map(
    [...LARGER_BODIES].map(([path, { maxSize, refuse }]) => [path, limitBody(maxSize, refuse)]),
  );
  app.use((c, next) => (largerLimits.get(c.req.path) ?? defaultLimit)(c, next));

  app.get(API_HEALTH_PATH, (c) => c.json({ status: "ok" }));
  app.route("/api/users", createUserRoutes(options));
  app.route("/api/teams", createTeamRoutes(options.publicUrl));
  app.route("/api/collectibles", createCollectibleRoutes(options.publicUrl));
  app.route("/images", createImageRoutes(options.images));
  app.route("/", createVotingRoutes(options));

  app.notFound((c) => c.json({ error: `No route for ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((error, c) => {
    if (error instanceof HubMessageError) {
      return c.json({ error: error.kind, error_description: error.message }, error.status);
    }
    if (error instanceof ApiError) return c.json({ error: error.message }, error.status);
    options.logError?.(error);
    return c.json({ error: "The API failed to answer; try again later." }, 500);
  });
  return app;
}
